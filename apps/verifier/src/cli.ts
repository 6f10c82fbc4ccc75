import { fetchDraw, fetchKeys, locateDraw, type Fetch } from './published-data';
import { verdictFor } from './verdict';

const USAGE = `Usage: nova-jackpot-verify <draw URL | site URL> [draw id] [--receipt <file>] [--ticket <number>]...

Fetches a completed draw's public data from any Nova Jackpot site and checks it
here, with no help from the site: the seed commitment, the ticket list hash and
Merkle root, the drand beacon signature, the winners; and optionally a signed
receipt (a file downloaded from My Tickets) and tickets' inclusion proofs.

  nova-jackpot-verify https://example.com/results/0b6f…
  nova-jackpot-verify https://example.com 0b6f… --receipt receipt.json --ticket NJ-000123

Exit code: 0 valid, 1 a check failed, 2 the data could not be read.`;

export interface CliIo {
  fetch: Fetch;
  out(line: string): void;
  readFile(path: string): Promise<string>;
}

interface Args {
  target?: string;
  drawId?: string;
  receiptFile?: string;
  tickets: string[];
}

function parseArgs(argv: readonly string[]): Args | null {
  const args: Args = { tickets: [] };
  const positional: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === '--help' || arg === '-h') return null;
    if (arg === '--receipt') args.receiptFile = argv[++index];
    else if (arg === '--ticket') args.tickets.push(argv[++index] ?? '');
    else positional.push(arg);
  }
  [args.target, args.drawId] = positional;
  if (!args.target || positional.length > 2 || args.receiptFile === '' || args.tickets.includes('')) return null;
  return args;
}

export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv);
  if (!args) {
    io.out(USAGE);
    return 2;
  }
  let verdict;
  try {
    const { origin, drawId } = locateDraw(args.target!, args.drawId);
    io.out(`Draw ${drawId} from ${origin}`);
    const draw = await fetchDraw(io.fetch, origin, drawId);
    const receipt = args.receiptFile ? JSON.parse(await io.readFile(args.receiptFile)) : undefined;
    const keys = receipt === undefined ? undefined : await fetchKeys(io.fetch, origin);
    verdict = verdictFor(draw, { receipt, keys, tickets: args.tickets });
  } catch (error) {
    io.out(`Cannot verify: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  for (const line of verdict.lines) io.out(`${line.ok === null ? '  -' : line.ok ? '  ✔' : '  ✘'} ${line.text}`);
  io.out(verdict.valid ? 'VERDICT: VALID — every check passed.' : 'VERDICT: INVALID — at least one check failed.');
  return verdict.valid ? 0 : 1;
}
