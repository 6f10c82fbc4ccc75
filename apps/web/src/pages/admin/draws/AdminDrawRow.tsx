import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Clock, Pencil, Play, Radio, ShieldCheck, Trash2 } from 'lucide-react';
import { DrawStatusPill } from '../../../draws/DrawStatusPill';
import { PeriodBadge } from '../../../draws/PeriodBadge';
import type { AdminDrawFieldsFragment } from '../../../gql/graphql';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Hint } from '../../../ui/Hint';
import { Money } from '../../../ui/Money';
import { canTrigger, needsForcedDelete, runsLater, waitingForBeacon } from './draw-admin-rules';
import { RenameField } from './RenameField';
import { useDrawActions } from './use-draw-actions';

type Confirming = null | 'trigger' | 'delete' | 'forceDelete';

export function AdminDrawRow({ draw, onChanged }: { draw: AdminDrawFieldsFragment; onChanged: () => void }) {
  const intl = useIntl();
  const actions = useDrawActions(onChanged);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);

  async function confirmDelete() {
    if (confirming === 'delete' && needsForcedDelete(draw)) {
      setConfirming('forceDelete');
      return;
    }
    await actions.deleteDraw(draw.id, confirming === 'forceDelete');
    setConfirming(null);
  }

  // A completed draw is never erased: the forced step archives it.
  const deleteText = confirming !== 'forceDelete'
    ? { title: 'admin.draws.deleteTitle', description: 'admin.draws.deleteText', confirm: 'admin.draws.delete' }
    : draw.status === 'completed'
      ? { title: 'admin.draws.archiveTitle', description: 'admin.draws.archiveText', confirm: 'admin.draws.archive' }
      : { title: 'admin.draws.forceTitle', description: 'admin.draws.forceText', confirm: 'admin.draws.forceDelete' };

  async function confirmTrigger() {
    await actions.triggerDraw(draw.id);
    setConfirming(null);
  }

  return (
    <li className="admin-row" data-testid="admin-draw-row" data-draw-id={draw.id}>
      <div className="admin-row__main">
        {editing ? (
          <RenameField current={draw.name} busy={actions.busy.renaming} onDone={() => setEditing(false)} onRename={(name) => actions.renameDraw(draw.id, name)} drawId={draw.id} />
        ) : (
          <p className="admin-row__title"><bdi>{draw.name}</bdi></p>
        )}
        <p className="admin-row__meta">
          <PeriodBadge period={draw.period} drawName={draw.name} /> <DrawStatusPill status={draw.status} />
          <span><FormattedDate value={draw.drawDate} dateStyle="medium" timeStyle="short" /></span>
          <span dir="ltr" className="tabular">{draw.ticketsSold} / {draw.maxTickets}</span>
        </p>
        {waitingForBeacon(draw) && (
          // Sales closed; the winners wait for the bound drand round (fair-draw.md, "Outside randomness").
          <p className="admin-row__beacon" role="status" data-testid={`admin-draw-beacon-${draw.id}`}>
            <Radio size={14} strokeWidth={1.75} aria-hidden />
            <FormattedMessage
              id={draw.beaconWaitReason ? 'admin.draws.beaconWaiting' : 'admin.draws.beaconDue'}
              values={{ round: <bdi dir="ltr">{draw.beaconRound}</bdi>, reason: <bdi dir="ltr">{draw.beaconWaitReason}</bdi> }}
            />
          </p>
        )}
      </div>
      <dl className="admin-row__figures admin-row__figures--labelled">
        <div>
          <dt><FormattedMessage id="admin.draws.figure.price" /></dt>
          <dd><Money value={draw.ticketPrice} size="sm" testId={`admin-draw-price-${draw.id}`} /></dd>
        </div>
        <div>
          <dt><FormattedMessage id="admin.draws.figure.pool" /></dt>
          <dd><Money value={draw.prizePool} size="sm" testId={`admin-draw-pool-${draw.id}`} /></dd>
        </div>
      </dl>
      <div className="admin-row__actions">
        {!editing && (
          <Hint label={intl.formatMessage({ id: 'admin.draws.rename' })}>
            <button className="icon-button" type="button" onClick={() => setEditing(true)} aria-label={intl.formatMessage({ id: 'admin.draws.rename' })} data-testid={`admin-draw-rename-${draw.id}`}>
              <Pencil size={16} strokeWidth={1.75} aria-hidden />
            </button>
          </Hint>
        )}
        {runsLater(draw) && (
          <Hint label={intl.formatMessage({ id: 'admin.draws.runsLaterHint' })}>
            <span className="admin-row__note" tabIndex={0} data-testid={`admin-draw-runs-later-${draw.id}`}>
              <Clock size={16} strokeWidth={1.75} aria-hidden />
              <FormattedMessage id="admin.draws.runsLater" values={{ date: <FormattedDate value={draw.drawDate} dateStyle="medium" timeStyle="short" /> }} />
            </span>
          </Hint>
        )}
        {canTrigger(draw) && (
          <button className="button button--ghost button--small" type="button" onClick={() => setConfirming('trigger')} data-testid={`admin-draw-trigger-${draw.id}`}>
            <Play size={16} strokeWidth={1.75} aria-hidden />
            <FormattedMessage id="admin.draws.trigger" />
          </button>
        )}
        {draw.status === 'completed' && (
          <Link className="button button--ghost button--small" to={`/verify/${draw.id}`} data-testid={`admin-draw-verify-${draw.id}`}>
            <ShieldCheck size={16} strokeWidth={1.75} aria-hidden />
            <FormattedMessage id="verify.open" />
          </Link>
        )}
        <Hint label={intl.formatMessage({ id: 'admin.draws.delete' })}>
          <button className="icon-button icon-button--danger" type="button" onClick={() => setConfirming('delete')} aria-label={intl.formatMessage({ id: 'admin.draws.delete' })} data-testid={`admin-draw-delete-${draw.id}`}>
            <Trash2 size={16} strokeWidth={1.75} aria-hidden />
          </button>
        </Hint>
      </div>

      <ConfirmDialog
        open={confirming === 'trigger'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={<FormattedMessage id="admin.draws.triggerTitle" />}
        description={<FormattedMessage id="admin.draws.triggerText" values={{ name: draw.name, count: draw.ticketsSold }} />}
        confirmLabel={<FormattedMessage id="admin.draws.trigger" />}
        onConfirm={() => void confirmTrigger()}
        busy={actions.busy.triggering}
        testId="admin-draw-trigger-dialog"
      />
      <ConfirmDialog
        open={confirming === 'delete' || confirming === 'forceDelete'}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={<FormattedMessage id={deleteText.title} />}
        description={<FormattedMessage id={deleteText.description} values={{ name: draw.name }} />}
        confirmLabel={<FormattedMessage id={deleteText.confirm} />}
        onConfirm={() => void confirmDelete()}
        busy={actions.busy.removing}
        destructive
        testId="admin-draw-delete-dialog"
      />
    </li>
  );
}
