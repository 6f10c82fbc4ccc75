import { atomFeed, jsonFeed, rssFeed } from '../src/public/results-feeds';
import type { PublicResultSummary } from '../src/public/results-data';

const result: PublicResultSummary = {
  drawId: 'c0ffee00-2500-4000-8000-000000000001',
  name: 'Comet <Night> & "Day"',
  period: 'daily',
  drawDate: '2500-01-01T10:00:00.000Z',
  completedAt: '2500-01-01T10:00:02.000Z',
  ticketPrice: '5.00',
  ticketsSold: 12,
  prizePool: '42.00',
  archived: false,
  seedCommitment: '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
  seed: '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f',
  ticketListHash: '0e8bab8b6a383ef4907284308b5336689cc6412793ef793ce80dfea3234cc46a',
  merkleRoot: 'bf6fa4801b696a36278dbf4dc1098987c098fb39f1d3a2bd0ffc0631d482c163',
  beaconValue: null,
  beaconRound: null,
  beaconSignature: null,
  beaconFallback: null,
  winners: [{ rank: 1, ticketNumber: 'NJ-000009', prizeAmount: '16.80', player: 'ch***n' }],
};
const origin = 'https://nova.example';

describe('results feeds', () => {
  it('Atom: one entry per draw, text escaped, linking to the draw page', () => {
    const xml = atomFeed(origin, [result]);
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain(`<id>urn:nova-jackpot:draw:${result.drawId}</id>`);
    expect(xml).toContain('<title>Comet &lt;Night&gt; &amp; &quot;Day&quot;</title>');
    expect(xml).toContain(`<link href="${origin}/results/${result.drawId}"/>`);
    expect(xml).toContain('<updated>2500-01-01T10:00:02.000Z</updated>');
    expect(xml).toContain(result.merkleRoot!);
    expect(xml).not.toContain('<Night>');
  });

  it('RSS: an item per draw with its permalink and date', () => {
    const xml = rssFeed(origin, [result]);
    expect(xml).toContain('<rss version="2.0">');
    expect(xml).toContain(`<link>${origin}/results/${result.drawId}</link>`);
    expect(xml).toContain(`<pubDate>${new Date(result.completedAt!).toUTCString()}</pubDate>`);
    expect(xml).toContain('#1 NJ-000009 (ch***n) 16.80');
  });

  it('JSON Feed 1.1: items carry the draw data and where to fetch its full record', () => {
    const feed = JSON.parse(jsonFeed(origin, [result])) as { version: string; items: Array<{ id: string; url: string; _nova_jackpot: { data: string; seed: string } }> };
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.items[0]).toMatchObject({ id: result.drawId, url: `${origin}/results/${result.drawId}` });
    expect(feed.items[0]?._nova_jackpot).toMatchObject({ seed: result.seed, data: `${origin}/results/${result.drawId}.json` });
  });

  it('an empty archive is still a valid feed', () => {
    expect(atomFeed(origin, [])).toContain('<updated>1970-01-01T00:00:00.000Z</updated>');
    expect(JSON.parse(jsonFeed(origin, [])).items).toEqual([]);
  });
});
