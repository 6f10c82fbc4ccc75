import { FormattedDate, FormattedMessage } from 'react-intl';
import { Money } from '../ui/Money';
import './statement.css';

export interface StatementLine {
  id: string;
  createdAt: string;
  type: string;
  operation: string;
  memo?: string | null;
  change: string;
  balanceAfter: string;
}

/** A page of the statement: date, type, description, change and the running balance (the player's own, or an admin's read-only view). */
export function StatementTable({ lines, testId, lineTestId }: { lines: readonly StatementLine[]; testId?: string; lineTestId: string }) {
  return (
    <div className="statement__scroll">
      <table className="statement__table" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col"><FormattedMessage id="statement.col.date" /></th>
            <th scope="col"><FormattedMessage id="statement.col.type" /></th>
            <th scope="col"><FormattedMessage id="statement.col.description" /></th>
            <th scope="col" className="statement__number"><FormattedMessage id="statement.col.change" /></th>
            <th scope="col" className="statement__number"><FormattedMessage id="statement.col.balance" /></th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} data-testid={lineTestId} data-type={line.type}>
              <td><FormattedDate value={line.createdAt} dateStyle="medium" timeStyle="short" /></td>
              <td><FormattedMessage id={`statement.type.${line.type}`} /> <span className="muted">· <FormattedMessage id={`statement.operation.${line.operation}`} /></span></td>
              <td className="statement__memo"><bdi>{line.memo ?? ''}</bdi></td>
              <td className="statement__number"><Money value={line.change} size="sm" /></td>
              <td className="statement__number"><Money value={line.balanceAfter} size="sm" /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
