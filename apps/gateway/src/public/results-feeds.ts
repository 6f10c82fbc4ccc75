import type { PublicResultSummary } from './results-data';

/**
 * The archive as feeds: JSON Feed 1.1, Atom 1.0 and RSS 2.0, newest draw
 * first, each entry linking to the draw's page under /results.
 */

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

function entryText(result: PublicResultSummary): string {
  const winners = result.winners.map((winner) => `#${winner.rank} ${winner.ticketNumber} (${winner.player}) ${winner.prizeAmount}`).join('; ');
  return [
    `Prize pool ${result.prizePool}, ${result.ticketsSold} tickets sold.`,
    `Winners: ${winners || 'none'}.`,
    `Seed commitment ${result.seedCommitment}; seed ${result.seed ?? '-'}; ticket list hash ${result.ticketListHash ?? '-'}; Merkle root ${result.merkleRoot ?? '-'}.`,
  ].join(' ');
}

const updated = (result: PublicResultSummary) => result.completedAt ?? result.drawDate;

export function jsonFeed(origin: string, results: PublicResultSummary[]): string {
  return JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: 'Nova Jackpot results',
    home_page_url: `${origin}/results`,
    feed_url: `${origin}/results/feed.json`,
    items: results.map((result) => ({
      id: result.drawId,
      url: `${origin}/results/${result.drawId}`,
      title: result.name,
      content_text: entryText(result),
      date_published: updated(result),
      _nova_jackpot: { ...result, data: `${origin}/results/${result.drawId}.json` },
    })),
  });
}

export function atomFeed(origin: string, results: PublicResultSummary[]): string {
  const entries = results.map((result) => `  <entry>
    <id>urn:nova-jackpot:draw:${escapeXml(result.drawId)}</id>
    <title>${escapeXml(result.name)}</title>
    <link href="${escapeXml(`${origin}/results/${result.drawId}`)}"/>
    <updated>${escapeXml(updated(result))}</updated>
    <summary>${escapeXml(entryText(result))}</summary>
  </entry>`);
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${escapeXml(`${origin}/results`)}</id>
  <title>Nova Jackpot results</title>
  <link rel="self" href="${escapeXml(`${origin}/results/feed.atom`)}"/>
  <link href="${escapeXml(`${origin}/results`)}"/>
  <updated>${escapeXml(results[0] ? updated(results[0]) : new Date(0).toISOString())}</updated>
${entries.join('\n')}
</feed>
`;
}

export function rssFeed(origin: string, results: PublicResultSummary[]): string {
  const items = results.map((result) => `    <item>
      <guid isPermaLink="false">${escapeXml(result.drawId)}</guid>
      <title>${escapeXml(result.name)}</title>
      <link>${escapeXml(`${origin}/results/${result.drawId}`)}</link>
      <pubDate>${new Date(updated(result)).toUTCString()}</pubDate>
      <description>${escapeXml(entryText(result))}</description>
    </item>`);
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0">
  <channel>
    <title>Nova Jackpot results</title>
    <link>${escapeXml(`${origin}/results`)}</link>
    <description>Every completed Nova Jackpot draw, with its public proof.</description>
${items.join('\n')}
  </channel>
</rss>
`;
}
