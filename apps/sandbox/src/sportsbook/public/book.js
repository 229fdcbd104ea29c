// The sandbox sportsbook's page (docs/decisions/027-sports.md): a small single-page book in the
// site's sports frame. Navigations post `route-updated` with the sub-path, a guest's bet attempt
// posts `not-logged-in`, and a placed or settled bet posts `balance-changed` (001 §2). Texts,
// money, odds and times are the player's language's (window.sandboxTexts, /locale/texts.js).
(() => {
  const d = document.body.dataset;
  const T = window.sandboxTexts;
  const root = document.getElementById('book');
  const api = `/sportsbook/api/${d.key}`;
  const logged = d.logged === 'true';
  const MIN = Number(d.min);
  const MAX = Number(d.max);
  const SPORTS = ['football', 'tennis', 'basketball'];
  const inSlip = (e, m, s) => state.slip.some((x) => x.eventId === e && x.market === m && x.selection === s);
  const { esc, odds, money, fillHtml, sportName, plainNumber, card, section, myBets } = window.bookView(
    d,
    T,
    inSlip,
  );

  const state = {
    path: d.path || '/',
    events: [],
    account: null,
    slip: [],
    type: 'single',
    notice: '',
    settled: new Set(),
    placing: false,
  };

  const post = (type, extra) => {
    try {
      window.parent.postMessage({ source: 'croupier-sportsbook', type, ...extra }, d.parent);
    } catch {
      // Not in a frame of the site: nothing to tell.
    }
  };

  function navigate(path) {
    if (path === state.path) return;
    state.path = path;
    post('route-updated', { path });
    renderMain(true);
    renderNav();
  }

  // ── Layout ─────────────────────────────────────────────────────────────────────────────────────
  root.innerHTML = `
    <header class="top">
      <h1 class="brand">${esc(d.title)}</h1>
      <p class="account" id="account"></p>
    </header>
    <nav aria-label="${esc(T.t('sports'))}" id="nav"></nav>
    <div class="columns">
      <main id="main" tabindex="-1"></main>
      <aside aria-labelledby="slip-title" class="slip">
        <h2 id="slip-title">${esc(T.t('slip'))}</h2>
        <div id="slip"></div>
        <p role="status" id="notice" class="notice"></p>
      </aside>
    </div>`;
  root.removeAttribute('aria-busy');
  const $ = (id) => document.getElementById(id);

  const NAV = [
    ['/', T.t('home')],
    ['/live', T.t('live')],
    ...SPORTS.map((sport) => [`/${sport}`, sportName(sport)]),
    ...(logged ? [['/bets', T.t('myBets')]] : []),
  ];
  function renderNav() {
    $('nav').innerHTML = NAV.map(
      ([p, label]) =>
        `<button type="button" data-go="${p}"${state.path === p ? ' aria-current="page"' : ''}>${esc(label)}</button>`,
    ).join('');
  }

  function renderAccount() {
    const a = state.account;
    $('account').innerHTML = !logged
      ? esc(T.t('guest'))
      : a && a.balance !== null
        ? `${fillHtml('balance', { balance: `<strong>${esc(money(a.balance))}</strong>` })} · <a href="${esc(d.cashier)}" target="_top">${esc(T.t('deposit'))}</a>`
        : '';
  }

  // ── The board ──────────────────────────────────────────────────────────────────────────────────
  let shape = '';
  /** The view's skeleton is rebuilt on navigation only; the cards update in place as odds move. */
  function renderMain(focus) {
    const p = state.path;
    const live = state.events.filter((e) => e.status === 'live');
    const upcoming = state.events.filter((e) => e.status === 'prematch');
    let html;
    let shown = [];
    const sport = p.slice(1);
    if (p === '/') {
      html = section(T.t('liveNow'), live) + section(T.t('upcoming'), upcoming);
      shown = [...live, ...upcoming];
    } else if (p === '/live') {
      html = section(T.t('liveNow'), live);
      shown = live;
    } else if (SPORTS.includes(sport)) {
      shown = state.events.filter((e) => e.sport === sport);
      html = section(sportName(sport), shown);
    } else if (p.startsWith('/event/')) {
      const e = state.events.find((x) => x.id === p.slice(7));
      shown = e ? [e] : [];
      html = e
        ? `<h2>${esc(e.name)}</h2><ul class="events"><li class="event" data-event="${esc(e.id)}"></li></ul>`
        : `<h2>${esc(T.t('eventNotFound'))}</h2><p>${esc(T.t('eventOver'))}</p>`;
    } else if (p === '/bets') {
      html = `<h2>${esc(T.t('myBets'))}</h2>${myBets(state.account?.bets ?? [])}`;
    } else {
      html = `<h2>${esc(T.t('pageNotFound'))}</h2><p>${esc(T.t('noSuchPage'))}</p>`;
    }
    const newShape = `${p}|${shown.map((e) => e.id).join(',')}|${p === '/bets' ? html : ''}`;
    if (newShape !== shape) {
      shape = newShape;
      $('main').innerHTML = html;
      cards.clear();
    }
    for (const e of shown) {
      const el = $('main').querySelector(`[data-event="${CSS.escape(e.id)}"]`);
      if (!el) continue;
      const c = card(e);
      if (cards.get(e.id) !== c) {
        el.innerHTML = c;
        cards.set(e.id, c);
      }
    }
    if (focus) $('main').focus();
  }
  const cards = new Map();

  // ── The slip ───────────────────────────────────────────────────────────────────────────────────
  function current(x) {
    const e = state.events.find((ev) => ev.id === x.eventId);
    const m = e?.markets.find((mk) => mk.id === x.market);
    const s = m?.selections.find((sl) => sl.id === x.selection);
    return { e, m, s };
  }

  function renderSlip() {
    const el = $('slip');
    if (state.slip.length === 0) {
      el.innerHTML = `<p>${esc(T.t('pickOdds'))}</p>`;
      return;
    }
    const kept = el.querySelector('#stake')?.value ?? '';
    const accept = el.querySelector('#accept')?.checked ?? false;
    const acca = state.slip.length > 1;
    if (!acca) state.type = 'single';
    const items = state.slip
      .map((x, i) => {
        const { s } = current(x);
        const moved =
          s && s.odds !== x.odds
            ? ` <span class="moved">${esc(T.t('oddsNow', { odds: odds(s.odds) }))}</span>`
            : '';
        return `<li><span>${esc(x.event)}<br>${esc(x.marketName)}: <strong>${esc(x.label)}</strong> @ ${odds(x.odds)}${moved}</span> <button type="button" data-remove="${i}" aria-label="${esc(T.t('remove', { label: x.label }))}">×</button></li>`;
      })
      .join('');
    el.innerHTML = `<ul class="picks">${items}</ul>
      ${
        acca
          ? `<fieldset><legend>${esc(T.t('betType'))}</legend>
          <label><input type="radio" name="type" value="single"${state.type === 'single' ? ' checked' : ''}> ${esc(T.t('singles'))}</label>
          <label><input type="radio" name="type" value="accumulator"${state.type === 'accumulator' ? ' checked' : ''}> ${esc(T.t('accumulator'))}</label></fieldset>`
          : ''
      }
      <label for="stake">${esc(T.t('stakeIn', { currency: d.currency }))}</label>
      <input id="stake" inputmode="decimal" autocomplete="off" value="${esc(kept)}" aria-describedby="limits">
      <p id="limits" class="hint">${esc(T.t('limits', { min: money(MIN), max: money(MAX) }))}</p>
      <label><input type="checkbox" id="accept"${accept ? ' checked' : ''}> ${esc(T.t('acceptChanged'))}</label>
      <button type="button" id="place" class="primary"${state.placing ? ' disabled' : ''}>${esc(T.t('placeBet'))}</button>
      <button type="button" id="clear">${esc(T.t('clearSlip'))}</button>`;
  }

  /** The book's refusal in the player's language; its own message for a code the page does not know. */
  function refusal(body) {
    if (body.error === 'limit.reached') return T.limitReached(body.details);
    if (body.error === 'stake.limits') return T.t('stakeRange', { min: money(MIN), max: money(MAX) });
    const key = `error.${body.error}`;
    if (T.has(key)) return T.t(key);
    return body.message || T.t('notPlaced');
  }

  const notice = (text) => {
    $('notice').textContent = text;
  };

  function pick(value) {
    const [eventId, market, selection] = value.split('|');
    const i = state.slip.findIndex(
      (x) => x.eventId === eventId && x.market === market && x.selection === selection,
    );
    if (i >= 0) state.slip.splice(i, 1);
    else {
      const e = state.events.find((x) => x.id === eventId);
      const m = e?.markets.find((x) => x.id === market);
      const s = m?.selections.find((x) => x.id === selection);
      if (!s) return;
      state.slip.push({
        eventId,
        market,
        selection,
        odds: s.odds,
        event: e.name,
        marketName: m.name,
        label: s.label,
      });
    }
    notice('');
    renderSlip();
    cards.clear();
    renderMain(false);
  }

  async function place() {
    if (!logged) {
      notice(T.t('loginToBet'));
      post('not-logged-in');
      return;
    }
    const raw = plainNumber($('stake').value);
    if (!/^\d+(\.\d{1,2})?$/.test(raw))
      return notice(T.t('enterStake', { whole: T.number(5), decimal: T.number(2.5, 2) }));
    const stake = Math.round(Number(raw) * 100);
    if (stake < MIN || stake > MAX) return notice(T.t('stakeRange', { min: money(MIN), max: money(MAX) }));
    const acceptChangedOdds = $('accept').checked;
    const accumulator = state.slip.length > 1 && state.type === 'accumulator';
    const slips = accumulator ? [state.slip] : state.slip.map((x) => [x]);
    state.placing = true;
    renderSlip();
    $('stake').value = raw;
    $('accept').checked = acceptChangedOdds;
    const placed = [];
    let problem = '';
    for (const legs of slips) {
      const res = await fetch(`${api}/bets`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          type: accumulator ? 'accumulator' : 'single',
          stake,
          acceptChangedOdds,
          legs: legs.map((x) => ({
            eventId: x.eventId,
            market: x.market,
            selection: x.selection,
            odds: x.odds,
          })),
        }),
      }).catch(() => null);
      const body = res ? await res.json().catch(() => ({})) : {};
      if (res?.ok) {
        placed.push(...legs);
        continue;
      }
      if (res?.status === 401) {
        post('not-logged-in');
        problem = T.t('loginToBet');
        break;
      }
      if (body.error === 'odds.changed') {
        for (const c of body.details?.changed ?? []) {
          const x = state.slip.find(
            (s) => s.eventId === c.eventId && s.market === c.market && s.selection === c.selection,
          );
          if (x) x.odds = c.odds;
        }
        problem = T.t('oddsChanged');
      } else problem = refusal(body);
      break;
    }
    state.placing = false;
    state.slip = state.slip.filter((x) => !placed.includes(x));
    if (placed.length > 0) {
      post('balance-changed');
      void loadAccount();
    }
    renderSlip();
    if (state.slip.length > 0) {
      $('stake').value = raw;
      $('accept').checked = acceptChangedOdds;
    }
    cards.clear();
    renderMain(false);
    notice(problem || T.plural('placed', slips.length));
  }

  // ── Events ─────────────────────────────────────────────────────────────────────────────────────
  root.addEventListener('click', (ev) => {
    const t = ev.target.closest('button');
    if (!t) return;
    if (t.dataset.go) navigate(t.dataset.go);
    else if (t.dataset.pick) pick(t.dataset.pick);
    else if (t.dataset.remove) {
      state.slip.splice(Number(t.dataset.remove), 1);
      renderSlip();
      cards.clear();
      renderMain(false);
    } else if (t.id === 'place') void place();
    else if (t.id === 'clear') {
      state.slip = [];
      renderSlip();
      cards.clear();
      renderMain(false);
    }
  });
  root.addEventListener('change', (ev) => {
    if (ev.target.name === 'type') state.type = ev.target.value;
  });

  // ── Polling ────────────────────────────────────────────────────────────────────────────────────
  async function loadBoard() {
    const res = await fetch(`${api}/board`).catch(() => null);
    if (!res?.ok) {
      if (res?.status === 404) notice(T.t('sessionEnded'));
      return;
    }
    state.events = (await res.json()).events;
    renderMain(false);
    if (state.slip.some((x) => current(x).s?.odds !== x.odds)) renderSlipKeepingInput();
  }

  let lastMoved = '';
  function renderSlipKeepingInput() {
    const moved = state.slip.map((x) => current(x).s?.odds).join(',');
    if (moved === lastMoved) return;
    lastMoved = moved;
    const focused = document.activeElement?.id;
    renderSlip();
    if (focused) $(focused)?.focus();
  }

  async function loadAccount() {
    if (!logged) return;
    const res = await fetch(`${api}/account`).catch(() => null);
    if (!res?.ok) return;
    const account = await res.json();
    // A bet settled since the last look: the site's balance has moved.
    const settledNow = (account.bets ?? []).filter((b) => b.status !== 'open').map((b) => b.id);
    const fresh = state.account && settledNow.some((id) => !state.settled.has(id));
    state.settled = new Set(settledNow);
    state.account = account;
    if (fresh) post('balance-changed');
    renderAccount();
    if (state.path === '/bets') renderMain(false);
  }

  renderNav();
  renderAccount();
  renderSlip();
  renderMain(false);
  void loadBoard();
  void loadAccount();
  setInterval(() => void loadBoard(), 1000);
  setInterval(() => void loadAccount(), 2000);
})();
