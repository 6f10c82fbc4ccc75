import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A call the bot made, as the stand-in received it. */
export interface BotCall { method: string; token: string; body: Record<string, unknown> }

/**
 * A local stand-in for the Telegram Bot API over real HTTP: getMe,
 * getUpdates with long-poll semantics (answers at once when updates are
 * waiting at or after the offset, else holds the request until one arrives
 * or `timeout` seconds pass), and sendMessage, which records the call and
 * answers an error queued with `refuseNextSend`.
 */
export class BotApiStandIn {
  readonly calls: BotCall[] = [];
  private readonly updates: Array<Record<string, unknown>> = [];
  private readonly waiting = new Set<() => void>();
  private readonly refusals: Array<{ status: number; description: string }> = [];
  private nextUpdateId = 500_000;
  /** getUpdates requests open right now, and the most ever open at once (Telegram answers a second one 409). */
  openPolls = 0;
  mostOpenPolls = 0;
  polls = 0;
  private server: Server | undefined;

  constructor(readonly botUsername = 'nova_test_bot') {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      req.on('end', () => {
        const [, token, method] = /^\/bot([^/]+)\/(\w+)/.exec(req.url ?? '') ?? [];
        const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        const answer = (result: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, result }));
        if (method === 'getUpdates') {
          this.polls += 1;
          this.openPolls += 1;
          this.mostOpenPolls = Math.max(this.mostOpenPolls, this.openPolls);
          res.on('close', () => (this.openPolls -= 1));
          const offset = Number(body.offset ?? 0);
          const pending = () => this.updates.filter((update) => Number(update.update_id) >= offset);
          if (pending().length > 0) return answer(pending());
          const wake = () => {
            clearTimeout(timer);
            this.waiting.delete(wake);
            if (!res.writableEnded) answer(pending());
          };
          const timer = setTimeout(wake, Number(body.timeout ?? 0) * 1000);
          this.waiting.add(wake);
          res.on('close', wake);
          return undefined;
        }
        this.calls.push({ method: method ?? '', token: token ?? '', body });
        if (method === 'getMe') return answer({ id: Number((token ?? '0').split(':')[0]), is_bot: true, first_name: 'Nova', username: this.botUsername });
        const refusal = method === 'sendMessage' ? this.refusals.shift() : undefined;
        if (refusal) {
          res.writeHead(refusal.status, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: false, error_code: refusal.status, description: refusal.description }));
          return undefined;
        }
        return answer({ message_id: this.calls.length, date: 0, chat: { id: Number(body.chat_id), type: 'private' } });
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** A player writes to the bot in a private chat. */
  sendText(chatId: number, text: string, chatType = 'private'): void {
    this.updates.push({ update_id: this.nextUpdateId++, message: { message_id: 1, date: 0, text, chat: { id: chatId, type: chatType }, from: { id: chatId, is_bot: false, first_name: 'Player' } } });
    for (const wake of [...this.waiting]) wake();
  }

  refuseNextSend(status: number, description: string): void {
    this.refusals.push({ status, description });
  }

  sentTo(chatId: number): string[] {
    return this.calls.filter((call) => call.method === 'sendMessage' && String(call.body.chat_id) === String(chatId)).map((call) => String(call.body.text));
  }

  async stop(): Promise<void> {
    for (const wake of [...this.waiting]) wake();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
