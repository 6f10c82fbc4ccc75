import { join } from 'node:path';
import { layerProblem, upwardImports } from './import-layers';

describe('import layers of the web client (build/import-layers.ts)', () => {
  it('src/ has no upward import and no page imports another page', () => {
    const problems = upwardImports(join(__dirname, '..', 'src')).map(({ from, to, why }) => `${from} → ${to}: ${why}`);
    expect(problems).toEqual([]);
  });

  it('refuses shared layers importing features, screens or the app, and pages importing pages', () => {
    expect(layerProblem('ui/Countdown.tsx', 'draws/countdown')).toBe('ui (ui) imports feature (draws)');
    expect(layerProblem('ui/Toaster.tsx', 'app/storage')).toBe('ui (ui) imports app (app)');
    expect(layerProblem('lib/api-errors.ts', 'ui/Money')).toBe('base (lib) imports ui (ui)');
    expect(layerProblem('auth/LevelCard.tsx', 'pages/dashboard/dashboard.css')).toBe('feature (auth) imports screen (pages/dashboard)');
    expect(layerProblem('pages/profile/ReferralsTab.tsx', 'pages/dashboard/LevelCard')).toBe('pages/profile imports another screen, pages/dashboard');
    expect(layerProblem('shell/TopBar.tsx', 'pages/auth/AuthPage')).toBe('shell imports another screen, pages/auth');
  });

  it('lets each layer import itself and what lies below', () => {
    expect(layerProblem('pages/admin/payments/DepositRow.tsx', 'pages/admin/admin-tabs')).toBeUndefined();
    expect(layerProblem('pages/tickets/TicketCard.tsx', 'tickets/TicketRow')).toBeUndefined();
    expect(layerProblem('draws/DrawCard.tsx', 'auth/AuthProvider')).toBeUndefined();
    expect(layerProblem('ui/ErrorState.tsx', 'lib/use-error-text')).toBeUndefined();
    expect(layerProblem('app/AppRoutes.tsx', 'pages/tickets/TicketsPage')).toBeUndefined();
    expect(layerProblem('main.tsx', 'app/App')).toBeUndefined();
  });
});
