// The sandbox sportsbook's views (book.js draws the page with them): an event's card, a list's
// section, the player's bets, and the words, money, odds and times in the player's language
// (window.sandboxTexts). Pure: they read what they are given and answer HTML.
window.bookView = (d, T, inSlip) => {
  const esc = (s) =>
    String(s).replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
    );
  const odds = (h) => T.number(h / 100, 2);
  const money = (minor) => T.money(minor / 100, d.currency);
  /** A text with HTML filled in: the template escaped, the fragments as they are. */
  const fillHtml = (key, fragments) =>
    esc(T.t(key)).replace(/\{(\w+)\}/g, (whole, k) => (k in fragments ? fragments[k] : whole));
  const sportName = (sport) => T.t(`sport.${sport}`);
  /** A stake as typed in any of the site's languages: '2,50' and Arabic-Indic digits read as 2.50. */
  const plainNumber = (typed) =>
    typed
      .trim()
      .replace(/[\u0660-\u0669]/g, (c) => String(c.charCodeAt(0) - 0x0660))
      .replace(/[,\u066b]/, '.');

  const bettable = (e) => e.status === 'prematch' || e.status === 'live';

  // Tennis shows sets won, then each set's games and the current game's points.
  const score = (e) =>
    `<span class="score">${e.score.home}–${e.score.away}</span>${e.detail ? ` <span class="detail">${esc(e.detail)}</span>` : ''}`;
  function statusLine(e) {
    if (e.status === 'live')
      return `<span class="live">${esc(T.t('liveAt', { minute: T.integer(e.minute) }))}</span> ${score(e)}`;
    if (e.status === 'finished') return `${esc(T.t('finished'))} ${score(e)}`;
    if (e.status === 'cancelled') return esc(T.t('cancelled'));
    const time = T.time(new Date(e.startsAt), { hour: '2-digit', minute: '2-digit', second: '2-digit' });
    return esc(T.t('starts', { time }));
  }

  function card(e) {
    const markets = e.markets
      .map((m) => {
        const closed = m.suspended || !bettable(e);
        const buttons = m.selections
          .map(
            (s) =>
              `<button type="button" class="odds" data-pick="${esc(e.id)}|${m.id}|${s.id}" aria-label="${esc(s.label)} ${odds(s.odds)}" aria-pressed="${inSlip(e.id, m.id, s.id)}"${closed ? ' disabled' : ''}><span>${esc(s.label)}</span> <strong>${odds(s.odds)}</strong></button>`,
          )
          .join('');
        return `<div class="market" role="group" aria-label="${esc(m.name)}"><h4>${esc(m.name)}${m.suspended && bettable(e) ? ` <span class="suspended">${esc(T.t('suspended'))}</span>` : ''}</h4>${buttons}</div>`;
      })
      .join('');
    return `<p class="meta">${esc(sportName(e.sport))} · ${statusLine(e)}</p><h3><button type="button" class="link" data-go="/event/${esc(e.id)}">${esc(e.name)}</button></h3>${markets}`;
  }

  function section(title, events) {
    if (events.length === 0) return `<h2>${esc(title)}</h2><p>${esc(T.t('noEvents'))}</p>`;
    return `<h2>${esc(title)}</h2><ul class="events">${events.map((e) => `<li class="event" data-event="${esc(e.id)}"></li>`).join('')}</ul>`;
  }

  function myBets(bets) {
    if (bets.length === 0) return `<p>${esc(T.t('noBets'))}</p>`;
    const word = (status) => (T.has(`status.${status}`) ? T.t(`status.${status}`) : status);
    const result = (r) => (T.has(`result.${r}`) ? T.t(`result.${r}`) : r);
    return `<ul class="bets">${bets
      .map(
        (b) =>
          `<li class="bet"><p><strong>${esc(T.t(b.type === 'single' ? 'single' : 'accumulator'))}</strong> · ${esc(T.t('stakeOf', { stake: money(b.stake) }))} · ${esc(T.t('oddsOf', { odds: odds(b.odds) }))} · <span class="bet-status">${esc(word(b.status))}</span>${b.payout !== null && b.status !== 'lost' ? ` · ${esc(T.t('paid', { amount: money(b.payout) }))}` : ''}</p><ul>${b.legs
            .map(
              (l) =>
                `<li>${esc(l.event)}: ${esc(l.marketName)}, ${esc(l.label)} @ ${odds(l.odds)}${l.result ? ` (${esc(result(l.result))})` : ''}</li>`,
            )
            .join('')}</ul></li>`,
      )
      .join('')}</ul>`;
  }

  return { esc, odds, money, fillHtml, sportName, plainNumber, card, section, myBets };
};
