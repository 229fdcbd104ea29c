// The studio's game client: one page, three engines. Outcomes come from the studio's server; this only
// shows them. Demo sessions play with fun money; the parent frame is told of each round and of exit.
(() => {
  const d = document.body.dataset;
  const main = document.getElementById('game');
  const parentOrigin = new URL(d.exit).origin;
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency: d.currency }).resolvedOptions()
    .maximumFractionDigits;
  const unit = 10 ** digits;
  const money = (minor) =>
    new Intl.NumberFormat(undefined, { style: 'currency', currency: d.currency }).format(minor / unit);

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
  const select = (label, options, value) => {
    const id = `f-${label.toLowerCase().replace(/\W+/g, '-')}`;
    const s = el('select', { id });
    for (const [v, text] of options) s.append(el('option', { value: String(v), text }));
    s.value = String(value);
    return { field: el('div', { class: 'field' }, el('label', { for: id, text: label }), s), input: s };
  };

  const balance = el('output', { class: 'balance', 'aria-live': 'polite', 'aria-label': 'Balance' });
  const result = el('p', { class: 'result', role: 'status', 'aria-label': 'Round result' });
  // Free rounds the casino granted for this game: played first, at their stake, with no bet.
  const free = el('p', { class: 'free-rounds', role: 'status', 'aria-label': 'Free spins', hidden: '' });
  const stage = el('div', { class: 'stage' });
  const controls = el('div', { class: 'controls' });
  const play = el('button', { type: 'button', class: 'play' });
  const exit = el('button', { type: 'button', class: 'exit', text: 'Exit game' });
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
        ? `Free spins: ${fr.left} left at ${money(fr.stake)} each`
        : `Free spins played: you won ${money(fr.winnings)} in total`;
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
    pausedNote.textContent = paused ? 'Game paused' : '';
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
        result.textContent = json.message;
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
      result.textContent = 'The studio could not be reached. Try again.';
      return null;
    } finally {
      busy = false;
      play.disabled = paused || ended;
    }
  }

  const winText = (r) => (r.win > 0 ? `You won ${money(r.win)}` : 'No win this time');

  function slot() {
    const cells = [];
    const grid = el('div', { class: 'reels', role: 'img', 'aria-label': 'Reels' });
    for (let row = 0; row < 3; row++)
      for (let reel = 0; reel < 5; reel++) {
        const c = el('div', { class: 'cell', text: '?' });
        cells[reel * 3 + row] = c;
        grid.append(c);
      }
    stage.append(grid);
    const stake = select(
      'Stake',
      [10, 20, 50, 100, 200, 500].map((v) => [v, money(v)]),
      100,
    );
    controls.append(stake.field);
    play.textContent = 'Spin';
    play.addEventListener('click', async () => {
      const r = await round({ stake: Number(stake.input.value) });
      if (!r) return;
      const shown = r.spins[0];
      shown.grid.forEach((reel, i) => {
        reel.forEach((sym, row) => {
          const c = cells[i * 3 + row];
          c.textContent = sym;
          c.dataset.symbol = sym;
        });
      });
      grid.setAttribute('aria-label', `Reels: ${shown.grid.map((reel) => reel.join(' ')).join(', ')}`);
      const free = r.spins.length > 1 ? ` including ${r.spins.length - 1} free spins` : '';
      result.textContent = `${winText(r)}${free}`;
    });
  }

  function roulette() {
    const wheel = el('div', { class: 'pocket', 'aria-label': 'Winning number', text: '–' });
    stage.append(wheel);
    const kind = select(
      'Bet',
      [
        ['red', 'Red'],
        ['black', 'Black'],
        ['odd', 'Odd'],
        ['even', 'Even'],
        ['low', '1 to 18'],
        ['high', '19 to 36'],
        ['dozen-1', '1st dozen'],
        ['dozen-2', '2nd dozen'],
        ['dozen-3', '3rd dozen'],
        ['straight', 'A single number'],
      ],
      'red',
    );
    const number = el('input', { id: 'f-number', type: 'number', min: '0', max: '36', value: '17' });
    const numberField = el(
      'div',
      { class: 'field' },
      el('label', { for: 'f-number', text: 'Number' }),
      number,
    );
    const amount = select(
      'Stake',
      [50, 100, 200, 500, 1000].map((v) => [v, money(v)]),
      100,
    );
    controls.append(kind.field, numberField, amount.field);
    play.textContent = 'Spin the wheel';
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
      wheel.textContent = String(r.pocket);
      wheel.dataset.colour = r.colour;
      result.textContent = `${r.pocket} ${r.colour}. ${winText(r)}`;
    });
  }

  function dice() {
    const face = el('div', { class: 'pocket', 'aria-label': 'Roll', text: '–' });
    stage.append(face);
    const target = el('input', {
      id: 'f-target',
      type: 'range',
      min: '100',
      max: '9500',
      step: '100',
      value: '5000',
    });
    const chance = el('span', { text: '50 % chance' });
    target.addEventListener('input', () => {
      chance.textContent = `${Number(target.value) / 100} % chance`;
    });
    const stake = select(
      'Stake',
      [50, 100, 200, 500, 1000].map((v) => [v, money(v)]),
      100,
    );
    controls.append(
      el('div', { class: 'field' }, el('label', { for: 'f-target', text: 'Roll under' }), target, chance),
      stake.field,
    );
    play.textContent = 'Roll';
    play.addEventListener('click', async () => {
      const r = await round({ stake: Number(stake.input.value), target: Number(target.value) });
      if (!r) return;
      face.textContent = String(r.roll);
      result.textContent = `Rolled ${r.roll} (under ${r.target} wins). ${winText(r)}`;
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
          text: `${d.provider} · ${d.mode === 'real' ? 'Real money' : 'Demo, fun money'}`,
        }),
      ),
      el('div', { class: 'wallet' }, el('span', { text: 'Balance' }), balance),
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
      result.textContent = 'This game session has ended: start the game again.';
      ended = true;
      play.disabled = true;
    })
    .finally(() => main.setAttribute('aria-busy', 'false'));
})();
