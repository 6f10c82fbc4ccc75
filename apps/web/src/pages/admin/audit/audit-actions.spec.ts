import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { auditActionMessageId, NAMED_AUDIT_ACTIONS } from './audit-actions';

const catalogue = (code: string) => JSON.parse(readFileSync(join(__dirname, '../../../i18n/messages', `${code}.json`), 'utf8')) as Record<string, string>;

describe('audit action names', () => {
  it.each(['en', 'th', 'hi', 'bn', 'ar'])('%s names every listed action', (code) => {
    const messages = catalogue(code);
    expect([...NAMED_AUDIT_ACTIONS].filter((action) => !messages[`admin.audit.action.${action}`])).toEqual([]);
  });

  it('leaves unknown actions to their code', () => {
    expect(auditActionMessageId('user.addCredit')).toBe('admin.audit.action.user.addCredit');
    expect(auditActionMessageId('wallet.somethingNew')).toBeNull();
  });
});
