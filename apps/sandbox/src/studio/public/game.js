// The studio's game client: one page, three engines. Outcomes come from the studio's server; this only
// shows them. Demo sessions play with fun money; the parent frame is told of each round and of exit.
// Texts, money and numbers are the player's language's (window.sandboxTexts, /locale/texts.js).
(() => {
  const d = document.body.dataset;
  const T = window.sandboxTexts;
  const main = document.getElementById('game');
  const parentOrigin = new URL(d.exit).origin;
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency: d.currency }).resolvedOptions()
    .maximumFractionDigits;
  const unit = 10 ** digits;
  const money = (minor) => T.money(minor / unit, d.currency);

  const el = (tag, attrs = {}, ...children) => {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (k === 'text') node.textContent = v;
      else if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
      else node.setAttribute(k, v);
    }
    for (const c of children) node.append(c);
    return node;
  };
  const select = (id, label, options, value) => {
    const s = el('select', { id });
    for (const [v, text] of options) s.append(el('option', { value: String(v), text }));
    s.value = String(value);
    return { field: el('div', { class: 'field' }, el('label', { for: id, text: label }), s), input: s };
  };

  const balance = el('output', { class: 'balance', 'aria-live': 'polite', 'aria-label': T.t('balance') });
  const result = el('p', { class: 'result', role: 'status', 'aria-label': T.t('roundResult') });
  // Free rounds the casino granted for this game: played first, at their stake, with no bet.
  const free = el('p', { class: 'free-rounds', role: 'status', 'aria-label': T.t('freeSpins'), hidden: '' });
  const stage = el('div', { class: 'stage' });
  const controls = el('div', { class: 'controls' });
  const play = el('button', { type: 'button', class: 'play' });
  const exit = el('button', { type: 'button', class: 'exit', text: T.t('exit') });
  // In the casino's frame, the casino leaves the game; opened on its own, the page goes to the exit URL.
  exit.addEventListener('click', () => {
    if (window.parent !== window)
      window.parent.postMessage({ source: 'croupier-studio', type: 'exit' }, parentOrigin);
    else window.location.assign(d.exit);
  });

  const setBalance = (minor) => {
    balance.textContent = money(minor);
  };
  const showFree = (fr) => {
    if (!fr) {
      free.hidden = true;
      free.textContent = '';
      return;
    }
    free.hidden = false;
    free.textContent =
      fr.left > 0
        ? T.plural('freeSpinsLeft', fr.left, { stake: money(fr.stake) })
        : T.t('freeSpinsPlayed', { amount: money(fr.winnings) });
  };

  // The casino pauses the game while something covers it (a reality check; contract studio.ts
  // PlatformToStudio): no round starts until it resumes; a round under way finishes.
  let paused = false;
  let busy = false;
  let ended = false;
  const pausedNote = el('p', { class: 'paused', role: 'status', hidden: '' });
  window.addEventListener('message', (event) => {
    const m = event.data;
    if (event.origin !== parentOrigin || !m || m.source !== 'croupier-platform') return;
    if (m.type !== 'pause' && m.type !== 'resume') return;
    paused = m.type === 'pause';
    pausedNote.hidden = !paused;
    pausedNote.textContent = paused ? T.t('paused') : '';
    play.disabled = paused || busy || ended;
    document.body.dataset.paused = String(paused);
  });

  async function round(body) {
    if (paused) return null;
    busy = true;
    play.disabled = true;
    result.textContent = '…';
    try {
      const res = await fetch(`/studio/api/sessions/${d.sid}/rounds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = await res.json();
      if (!res.ok) {
        result.textContent = problem(json);
        // The player's own loss or wager limit: the game's "limit reached" state, told to the site too.
        if (json.error === 'limit.reached')
          window.parent.postMessage(
            { source: 'croupier-studio', type: 'limit', limit: json.limit },
            parentOrigin,
          );
        if (Number.isInteger(json.balance)) setBalance(json.balance);
        else if (d.mode === 'real') refreshBalance().catch(() => {});
        return null;
      }
      if (Number.isInteger(json.balance)) setBalance(json.balance);
      if (json.freeRounds) {
        showFree(json.freeRounds);
        if (json.freeRounds.left === 0 && !Number.isInteger(json.balance))
          refreshBalance(true).catch(() => {});
      } else showFree(null);
      window.parent.postMessage(
        { source: 'croupier-studio', type: 'round', balance: json.balance },
        parentOrigin,
      );
      return json.round;
    } catch {
      result.textContent = T.t('unreachable');
      return null;
    } finally {
      busy = false;
      play.disabled = paused || ended;
    }
  }

  /** The studio's refusal in the player's language; its own message for a code the page does not know. */
  function problem(json) {
    if (json.error === 'limit.reached') return T.limitReached(json.limit);
    if (json.error === 'insufficient.funds' && d.mode === 'demo') return T.t('error.insufficient.fun');
    const key = `error.${json.error}`;
    return T.has(key) ? T.t(key) : json.message;
  }

  const winText = (r) => (r.win > 0 ? T.t('won', { amount: money(r.win) }) : T.t('noWin'));

  function slot() {
    const cells = [];
    const symbol = (sym) => (T.has(`symbol.${sym}`) ? T.t(`symbol.${sym}`) : sym);
    const grid = el('div', { class: 'reels', role: 'img', 'aria-label': T.t('reels') });
    for (let row = 0; row < 3; row++)
      for (let reel = 0; reel < 5; reel++) {
        const c = el('div', { class: 'cell', text: '?' });
        cells[reel * 3 + row] = c;
        grid.append(c);
      }
    stage.append(grid);
    const stake = select(
      'f-stake',
      T.t('stake'),
      [10, 20, 50, 100, 200, 500].map((v) => [v, money(v)]),
      100,
    );
    controls.append(stake.field);
    play.textContent = T.t('spin');
    play.addEventListener('click', async () => {
      const r = await round({ stake: Number(stake.input.value) });
      if (!r) return;
      const shown = r.spins[0];
      shown.grid.forEach((reel, i) => {
        reel.forEach((sym, row) => {
          const c = cells[i * 3 + row];
          c.textContent = symbol(sym);
          c.dataset.symbol = sym;
        });
      });
      const list = T.locale.startsWith('ar') ? '، ' : ', ';
      grid.setAttribute(
        'aria-label',
        T.t('reelsShown', { grid: shown.grid.map((reel) => reel.map(symbol).join(' ')).join(list) }),
      );
      const freeSpins = r.spins.length - 1;
      result.textContent =
        freeSpins > 0 ? T.plural('includingFreeSpins', freeSpins, { result: winText(r) }) : winText(r);
    });
  }

  function roulette() {
    const wheel = el('div', { class: 'pocket', 'aria-label': T.t('winningNumber'), text: '–' });
    stage.append(wheel);
    const kind = select(
      'f-bet',
      T.t('bet'),
      ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen-1', 'dozen-2', 'dozen-3', 'straight'].map((k) => [
        k,
        T.t(`bet.${k}`),
      ]),
      'red',
    );
    const number = el('input', { id: 'f-number', type: 'number', min: '0', max: '36', value: '17' });
    const numberField = el(
      'div',
      { class: 'field' },
      el('label', { for: 'f-number', text: T.t('number') }),
      number,
    );
    const amount = select(
      'f-stake',
      T.t('stake'),
      [50, 100, 200, 500, 1000].map((v) => [v, money(v)]),
      100,
    );
    controls.append(kind.field, numberField, amount.field);
    play.textContent = T.t('spinWheel');
    play.addEventListener('click', async () => {
      const k = kind.input.value;
      const stake = Number(amount.input.value);
      const bet = k.startsWith('dozen')
        ? { kind: 'dozen', index: Number(k.slice(6)), amount: stake }
        : k === 'straight'
          ? { kind: 'straight', number: Number(number.value), amount: stake }
          : { kind: k, amount: stake };
      const r = await round({ bets: [bet] });
      if (!r) return;
      wheel.textContent = T.integer(r.pocket);
      wheel.dataset.colour = r.colour;
      result.textContent = T.t('rouletteResult', {
        pocket: T.integer(r.pocket),
        colour: T.t(`colour.${r.colour}`),
        result: winText(r),
      });
    });
  }

  function dice() {
    const face = el('div', { class: 'pocket', 'aria-label': T.t('roll'), text: '–' });
    stage.append(face);
    const target = el('input', {
      id: 'f-target',
      type: 'range',
      min: '100',
      max: '9500',
      step: '100',
      value: '5000',
    });
    const chanceOf = () => T.t('chance', { chance: T.percent(Number(target.value) / 10_000) });
    const chance = el('span', { text: chanceOf() });
    target.addEventListener('input', () => {
      chance.textContent = chanceOf();
    });
    const stake = select(
      'f-stake',
      T.t('stake'),
      [50, 100, 200, 500, 1000].map((v) => [v, money(v)]),
      100,
    );
    controls.append(
      el('div', { class: 'field' }, el('label', { for: 'f-target', text: T.t('rollUnder') }), target, chance),
      stake.field,
    );
    play.textContent = T.t('rollButton');
    play.addEventListener('click', async () => {
      const r = await round({ stake: Number(stake.input.value), target: Number(target.value) });
      if (!r) return;
      face.textContent = T.integer(r.roll);
      result.textContent = T.t('diceResult', {
        roll: T.integer(r.roll),
        target: T.integer(r.target),
        result: winText(r),
      });
    });
  }

  main.append(
    el(
      'header',
      {},
      el(
        'div',
        {},
        el('h1', { text: d.title }),
        el('p', {
          class: 'provider',
          text: `${d.provider} · ${T.t(d.mode === 'real' ? 'realMoney' : 'demo')}`,
        }),
      ),
      el('div', { class: 'wallet' }, el('span', { text: T.t('balance') }), balance),
      exit,
    ),
    stage,
    free,
    el('div', { class: 'bar' }, controls, play),
    result,
    pausedNote,
  );
  ({ slot, roulette, dice })[d.engine]();
  // Real play: the balance is the casino wallet's, read through the studio.
  function refreshBalance(keepFree) {
    return fetch(`/studio/api/sessions/${d.sid}`)
      .then((r) => (r.ok ? r.json() : Promise.reject(r)))
      .then((s) => {
        setBalance(s.balance);
        if (!keepFree || s.freeRounds) showFree(s.freeRounds);
      });
  }
  refreshBalance()
    .catch(() => {
      result.textContent = T.t('ended');
      ended = true;
      play.disabled = true;
    })
    .finally(() => main.setAttribute('aria-busy', 'false'));
})();
