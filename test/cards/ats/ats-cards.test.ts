// Assassin, Tamer and Spirit champions and regalia (issue 13): one test per card, rulings included.
import { describe, expect, it } from 'vitest';
import { FIXTURE_DECKS } from '../../../src/cards/fixtures/index.js';
import { defineCard, recover, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import { legalActions } from '../../../src/engine/index.js';
import { championLevel, currentStat, hasKeyword, objDef as objDefOf } from '../../../src/engine/state/query.js';
import { place } from '../amb/scenario.js';
import {
  A, B, act, addCard, asClass, atMain, champion, edit, enable, factsOnly, gameWithSpirit, glimpseAllBottom, mainPhaseOf, materialize, objectsOf, passUntil, payReserve, player, resolveAll,
  toMaterialize, untilPending, withDef,
} from '../doa/support.js';

/** Make `def` Alice's champion (on its own card, no lineage change), with these counters. */
function asChampionDef(s: GameState, slug: string, counters: Record<string, number> = {}): GameState {
  const def = scriptedDef(slug);
  return edit(withDef(s, def), (t) => {
    const o = t.objects[player(t, A).champion!]!;
    o.def = def.slug;
    o.counters = { ...o.counters, ...counters };
  });
}

/** Alice's second turn, main phase (attacks allowed). */
const aliceSecondTurn = (): GameState => passUntil(mainPhaseOf(B), atMain(A));

const scriptedDeckSize = FIXTURE_DECKS.fire.main.length;

describe('spirits drawing seven', () => {
  for (const slug of ['spirit-of-fire', 'spirit-of-water']) {
    it(`'${slug}': On Enter, its player draws seven cards`, () => {
      const s = resolveAll(gameWithSpirit(scriptedDef(slug)));
      expect(champion(s, A).def).toBe(slug);
      expect(player(s, A).hand).toHaveLength(7);
      expect(player(s, A).mainDeck).toHaveLength(scriptedDeckSize - 7);
    });
  }
});

describe('zander-prepared-scout', () => {
  it("'zander-prepared-scout': On Enter, glimpse 2 then a preparation counter on Zander", () => {
    const scout = scriptedDef('zander-prepared-scout');
    let s = withDef(mainPhaseOf(A), scout);
    let card: string;
    [s, card] = addCard(s, A, scout.slug, 'materialDeck');
    [s] = addCard(s, A, 'smoke-out', 'memory');
    s = passUntil(s, (t) => t.pending?.kind === 'materializePhase');
    s = act(s, A, { type: 'materialize', card });
    s = untilPending(s, 'glimpse');
    const top2 = player(s, A).mainDeck.slice(0, 2);
    let seen: string[];
    [s, seen] = glimpseAllBottom(s, A);
    expect(seen.sort()).toEqual([...top2].sort());
    s = resolveAll(s);
    expect(champion(s, A).def).toBe(scout.slug);
    expect(champion(s, A).counters.preparation).toBe(1);
    expect(player(s, A).mainDeck.slice(-2).sort()).toEqual([...top2].sort());
  });
});

describe('tristan-grim-stalker', () => {
  const toEndOfTurn = (s: GameState) => passUntil(s, (t) => t.phase === 'end' && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending);

  function hitAlly(prep: number, accept: boolean): { s: GameState; tortoise: string } {
    let s = asChampionDef(aliceSecondTurn(), 'tristan-grim-stalker', { preparation: prep });
    let tortoise: string, sword: string;
    [s, tortoise] = place(s, B, scriptedDef('giant-tortoise'));
    [s, sword] = place(s, A, scriptedDef('training-sword'));
    s = act(s, A, { type: 'attack', attacker: champion(s, A).id });
    s = act(s, A, { type: 'chooseWeapon', weapon: sword });
    s = act(s, A, { type: 'chooseAttackTarget', target: tortoise });
    return { s: passUntilMayOrMain(s, accept), tortoise };
  }
  /** Pass through the combat, answering Tristan's "may" as told. */
  function passUntilMayOrMain(s: GameState, accept: boolean): GameState {
    for (let i = 0; i < 400; i++) {
      if (s.pending?.kind === 'may') { s = act(s, A, { type: 'mayAnswer', accept }); continue; }
      if (!s.combat && s.stack.length === 0 && !s.pending && s.pendingTriggers.length === 0 && s.phase === 'main') return s;
      s = passUntil(s, (t) => t.pending?.kind === 'may' || (!t.combat && t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0 && t.phase === 'main'));
    }
    throw new Error('combat did not end');
  }

  it("'tristan-grim-stalker': On Ally Hit, removing three preparation counters destroys the hit ally; at your end phase an awake Tristan gets a counter", () => {
    let { s, tortoise } = hitAlly(3, true);
    expect(s.objects[tortoise]).toBeUndefined();
    expect(champion(s, A).counters.preparation ?? 0).toBe(0);
    // Declined: the ally survives and the counters stay.
    ({ s, tortoise } = hitAlly(3, false));
    expect(s.objects[tortoise]).toBeDefined();
    expect(champion(s, A).counters.preparation).toBe(3);
    // Tristan attacked, so she is rested at the end phase: no counter.
    s = toEndOfTurn(s);
    expect(champion(s, A).counters.preparation).toBe(3);
    // Awake at the end phase: one more counter.
    const t = toEndOfTurn(asChampionDef(aliceSecondTurn(), 'tristan-grim-stalker', { preparation: 1 }));
    expect(champion(t, A).counters.preparation).toBe(2);
    // With fewer than three counters there is nothing to remove: no choice, the ally stays.
    ({ s, tortoise } = hitAlly(2, true));
    expect(s.objects[tortoise]).toBeDefined();
    expect(champion(s, A).counters.preparation).toBe(2);
  });
});

describe('beastbond-ears', () => {
  it("'beastbond-ears': +1 level for your champion only while you control an Animal or Beast ally", () => {
    let s = mainPhaseOf(A);
    [s] = place(s, A, scriptedDef('beastbond-ears'));
    const base = championLevel(s, A);
    let bear: string;
    [s, bear] = place(s, B, scriptedDef('royal-bear')); // the opponent's Beast does not count
    expect(championLevel(s, A)).toBe(base);
    s = edit(s, (t) => { t.objects[bear]!.controller = A; t.objects[bear]!.owner = A; });
    expect(championLevel(s, A)).toBe(base + 1);
    [s] = place(s, A, scriptedDef('woodland-squirrels'));
    expect(championLevel(s, A)).toBe(base + 1); // not cumulative
  });
});

/** Pass until the stack, pending triggers and decisions are empty. */
const quiet = (s: GameState) => passUntil(s, (t) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0);
/** Activate a test card of `def` from hand (declaring Prepare when asked) and let it resolve. */
function castCard(s: GameState, who: string, def: CardDef, prepare?: boolean): GameState {
  let c: string;
  [s, c] = addCard(withDef(s, def), who, def.slug);
  s = act(s, who, { type: 'activate', card: c });
  if (s.pending?.kind === 'activation' && s.pending.draft.stage === 'prepare') s = act(s, who, { type: 'declarePrepare', prepare: prepare ?? false });
  s = payReserve(s, who);
  // An attack card: declare it at the first legal target, then let the combat play out.
  const done = (t: GameState) => t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0 && !t.combat;
  for (let i = 0; i < 20 && !done(s); i++) {
    s = passUntil(s, (t) => done(t) || t.pending?.kind === 'attackDeclaration');
    if (s.pending?.kind === 'attackDeclaration') s = act(s, who, legalActions(s, who).find((a) => a.type !== 'concede' && a.type !== 'cancel')!);
  }
  return s;
}
const testSpell = (slug: string, extra: Partial<CardDef> = {}): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), onResolve: [], ...extra });

describe('insignia-of-the-corhazi', () => {
  const insignia = scriptedDef('insignia-of-the-corhazi');
  const trap = testSpell('test-prepared-trap', { keywords: ['prepare'], activationValues: { prepare: 1 } });

  it("'insignia-of-the-corhazi': (3), rest: a preparation counter; with the class bonus, a prepared activation at six influence or less draws into memory", () => {
    let s = edit(asClass(mainPhaseOf(A), A, 'assassin'), (t) => { player(t, A).hand = []; player(t, A).memory = []; });
    let o: string;
    [s, o] = place(s, A, insignia);
    for (let i = 0; i < 3; i++) [s] = addCard(s, A, 'smoke-out');
    s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
    s = quiet(payReserve(s, A));
    expect(s.objects[o]!.rested).toBe(true);
    expect(champion(s, A).counters.preparation).toBe(1);
    // A prepared activation: one card drawn into memory.
    const mem = player(s, A).memory.length;
    s = castCard(s, A, trap, true);
    expect(champion(s, A).counters.preparation ?? 0).toBe(0);
    expect(player(s, A).memory.length).toBe(mem + 1);
    // Not prepared: nothing.
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.preparation = 3; });
    let m = player(s, A).memory.length;
    s = castCard(s, A, trap, false);
    expect(player(s, A).memory.length).toBe(m);
    // Influence of seven: nothing.
    const missing = 7 - m - player(s, A).hand.length;
    for (let i = 0; i < missing; i++) [s] = addCard(s, A, 'smoke-out');
    expect(player(s, A).hand.length + player(s, A).memory.length).toBe(7);
    m = player(s, A).memory.length;
    s = castCard(s, A, trap, true);
    expect(player(s, A).memory.length).toBe(m);
    // Without an Assassin champion, no class bonus.
    let t = edit(asClass(mainPhaseOf(A), A, 'warrior'), (u) => { player(u, A).hand = []; player(u, A).memory = []; u.objects[player(u, A).champion!]!.counters.preparation = 1; });
    [t] = place(t, A, insignia);
    t = castCard(t, A, trap, true);
    expect(player(t, A).memory).toHaveLength(0);
  });
});

describe('effigy-of-gaia', () => {
  const effigy = scriptedDef('effigy-of-gaia');
  const cleaver = testSpell('test-cleave-attack', { types: ['ATTACK'], keywords: ['cleave'], speed: true });

  it("'effigy-of-gaia': with the class bonus, +1 level with an Animal or Beast ally; an opponent's cleave attack card gives those allies +2 life this turn", () => {
    let s = asClass(mainPhaseOf(A), A, 'tamer');
    [s] = place(s, A, effigy);
    const base = championLevel(s, A);
    let bear: string, human: string;
    [s, human] = place(s, A, scriptedDef('kingdom-informant'));
    expect(championLevel(s, A)).toBe(base);
    [s, bear] = place(s, A, scriptedDef('royal-bear'));
    expect(championLevel(s, A)).toBe(base + 1);
    expect(championLevel(asClass(s, A, 'warrior'), A)).toBe(base); // no class bonus for the level
    s = passUntil(s, atMain(B));
    const life = (id: string) => currentStat(s, s.objects[id]!, 'life');
    const [bearLife, humanLife] = [life(bear)!, life(human)!];
    s = castCard(s, B, testSpell('test-plain-attack', { types: ['ATTACK'], speed: true }));
    expect(life(bear)).toBe(bearLife);
    s = edit(s, (u) => { u.objects[player(u, B).champion!]!.rested = false; });
    s = castCard(s, B, cleaver);
    expect([life(bear), life(human)]).toEqual([bearLife + 2, humanLife]);
    s = passUntil(s, atMain(A));
    expect(life(bear)).toBe(bearLife);
  });
});

describe('photic-blade', () => {
  const blade = scriptedDef('photic-blade');

  it("'photic-blade': +1 power per refinement counter; with the class bonus, a counter whenever you recover", () => {
    let s = asClass(mainPhaseOf(A), A, 'assassin');
    let o: string;
    [s, o] = place(s, A, blade);
    const power = () => currentStat(s, s.objects[o]!, 'power');
    expect(power()).toBe(3);
    s = castCard(s, A, testSpell('test-recover-8', { onResolve: [recover(8)] })); // recover 8, with no damage to remove: still a recovery
    expect(s.objects[o]!.counters.refinement).toBe(1);
    expect(power()).toBe(4);
    s = castCard(s, A, testSpell('test-recover-2', { onResolve: [recover(2)] }));
    expect(s.objects[o]!.counters.refinement).toBe(2);
    expect(power()).toBe(5);
    let t = asClass(s, A, 'warrior');
    t = castCard(t, A, testSpell('test-recover-2', { onResolve: [recover(2)] }));
    expect(t.objects[o]!.counters.refinement).toBe(2);
  });
});

describe('allen-beast-beckoner', () => {
  const allen = scriptedDef('allen-beast-beckoner');
  const harmony = factsOnly('anthem-of-vitality'); // a Harmony action card

  /** Allen levels up from a Tamer; the three glimpsed cards go to the bottom; `fourth` is the card revealed. */
  function enter(fourth: string): { s: GameState; revealed: string } {
    let [s, card] = toMaterialize(allen, 2, (t) => asClass(withDef(t, harmony), A, 'tamer'));
    let revealed: string;
    [s, revealed] = addCard(s, A, fourth, 'mainDeck');
    s = edit(s, (t) => { const p = player(t, A); p.mainDeck = [...p.mainDeck.slice(1, 4), revealed, ...p.mainDeck.slice(4)]; });
    s = untilPending(act(s, A, { type: 'materialize', card }), 'glimpse');
    [s] = glimpseAllBottom(s, A);
    return { s: resolveAll(s), revealed };
  }

  it("'allen-beast-beckoner': On Enter, glimpse 3 then reveal the top card, taking it only if it is Harmony or Melody; +2 level with two Animal and/or Beast allies", () => {
    let { s, revealed } = enter(harmony.slug);
    expect(champion(s, A).def).toBe(allen.slug);
    expect(player(s, A).hand).toContain(revealed);
    ({ s, revealed } = enter('smoke-out')); // not Harmony nor Melody: it stays on top
    expect(player(s, A).hand).not.toContain(revealed);
    expect(player(s, A).mainDeck[0]).toBe(revealed);
    // Level: two Animals, an Animal and a Beast, or two Beasts (ruling).
    const base = championLevel(s, A);
    const withAllies = (...slugs: string[]) => slugs.reduce((t, slug) => place(t, A, scriptedDef(slug))[0], s);
    expect(championLevel(withAllies('woodland-squirrels'), A)).toBe(base);
    expect(championLevel(withAllies('royal-bear', 'kingdom-informant'), A)).toBe(base);
    expect(championLevel(withAllies('woodland-squirrels', 'woodland-squirrels'), A)).toBe(base + 2);
    expect(championLevel(withAllies('woodland-squirrels', 'royal-bear'), A)).toBe(base + 2);
    expect(championLevel(withAllies('royal-bear', 'royal-bear'), A)).toBe(base + 2);
  });
});

describe('fated-keepsake', () => {
  const keepsake = scriptedDef('fated-keepsake');
  const hurt = (n: number) => testSpell(`test-hurt-${n}`, { onResolve: [{ op: 'dealDamage', to: { ref: 'eachOpponentChampion' }, amount: n }] });

  function damageTaken(n: number, opts: { stones?: number; guoJia?: boolean; unpreventable?: boolean } = {}): number {
    let s = passUntil(mainPhaseOf(A), atMain(B));
    if (opts.guoJia ?? true) s = edit(withDef(s, factsOnly('guo-jia-blessed-scion')), (t) => { t.objects[player(t, A).champion!]!.def = 'guo-jia-blessed-scion'; });
    [s] = place(s, A, keepsake);
    const stones = opts.stones ?? 3;
    for (let i = 0; i < stones; i++) [s] = place(s, A, factsOnly(i % 2 ? 'bolstered-boar' : 'fabled-ruby-fatestone'));
    const before = champion(s, A).damage;
    const spell = opts.unpreventable ? testSpell('test-hurt-unpreventable', { onResolve: [{ op: 'dealDamage', to: { ref: 'eachOpponentChampion' }, amount: n, unpreventable: true }] }) : hurt(n);
    s = castCard(s, B, spell);
    return champion(s, A).damage - before;
  }

  it("'fated-keepsake': On Enter draw a card; with Guo Jia and three Fatestone/Fatebound objects, 7 or more damage to your champion becomes 6", () => {
    let [s, card] = toMaterialize(keepsake, 1);
    const hand = player(s, A).hand.length;
    s = materialize(s, card);
    expect(player(s, A).hand.length).toBe(hand + 1);
    expect(damageTaken(10)).toBe(6);
    expect(damageTaken(7)).toBe(6);
    expect(damageTaken(6)).toBe(6);
    expect(damageTaken(5)).toBe(5);
    expect(damageTaken(10, { stones: 2 })).toBe(10);
    expect(damageTaken(10, { guoJia: false })).toBe(10);
    expect(damageTaken(10, { unpreventable: true })).toBe(10);
  });
});

describe('malignant-athame', () => {
  const athame = scriptedDef('malignant-athame');

  function hit(opts: { hand: number; memory: number; accept: boolean; cls?: 'assassin' | 'warrior' }) {
    let s = asClass(aliceSecondTurn(), A, opts.cls ?? 'assassin');
    s = edit(s, (t) => { player(t, B).hand = []; player(t, B).memory = []; });
    for (let i = 0; i < opts.hand; i++) [s] = addCard(s, B, 'smoke-out', 'hand');
    for (let i = 0; i < opts.memory; i++) [s] = addCard(s, B, 'smoke-out', 'memory');
    const [hand, memory] = [player(s, B).hand, player(s, B).memory];
    let w: string;
    [s, w] = place(s, A, athame);
    s = act(s, A, { type: 'attack', attacker: champion(s, A).id });
    s = act(s, A, { type: 'chooseWeapon', weapon: w });
    s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
    const damage = champion(s, B).damage;
    for (let i = 0; i < 400 && (s.combat || s.stack.length || s.pending || s.pendingTriggers.length); i++) {
      s = s.pending?.kind === 'may' ? act(s, A, { type: 'mayAnswer', accept: opts.accept }) : passUntil(s, (t) => t.pending?.kind === 'may' || (!t.combat && !t.stack.length && !t.pending && !t.pendingTriggers.length));
    }
    return { s, hand, memory, extra: champion(s, B).damage - damage - 1 };
  }

  it("'malignant-athame': with the class bonus, On Champion Hit the opponent may be made to swap hand and memory; then 2 unpreventable damage if they have four or more cards in memory", () => {
    let r = hit({ hand: 4, memory: 1, accept: true });
    expect(player(r.s, B).memory).toEqual(r.hand);
    expect(player(r.s, B).hand).toEqual(r.memory);
    expect(r.extra).toBe(2);
    r = hit({ hand: 4, memory: 1, accept: false }); // not swapped: one card in memory, no damage
    expect(player(r.s, B).memory).toEqual(r.memory);
    expect(r.extra).toBe(0);
    r = hit({ hand: 1, memory: 4, accept: false }); // four already in memory: the damage without a swap
    expect(r.extra).toBe(2);
    r = hit({ hand: 4, memory: 1, accept: true, cls: 'warrior' }); // no class bonus
    expect(player(r.s, B).memory).toEqual(r.memory);
    expect(r.extra).toBe(0);
  });
});

describe('gloamspire-mantle', () => {
  const mantle = scriptedDef('gloamspire-mantle');
  const shadow = factsOnly('ominous-shadow'); // an Umbra phantasia ally token

  function enter(champ: string, answer: 'pay' | 'decline' | 'none'): GameState {
    let [s, card] = toMaterialize(mantle, 0, (t) => enable(edit(withDef(withDef(t, factsOnly(champ)), shadow), (u) => { u.objects[player(u, A).champion!]!.def = champ; }), A, 'UMBRA'));
    for (let i = 0; i < 3; i++) [s] = addCard(s, A, 'smoke-out');
    s = passUntil(act(s, A, { type: 'materialize', card }), (t) => t.pending?.kind === 'payToDo' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
    if (answer === 'none') {
      expect(s.pending).toBeNull();
      return s;
    }
    expect(s.pending?.kind).toBe('payToDo');
    if (answer === 'decline') return resolveAll(act(s, A, { type: 'mayAnswer', accept: false }));
    for (let i = 0; i < 3; i++) s = act(s, A, legalActions(s, A).find((a) => a.type === 'chooseReserve')!);
    return resolveAll(s);
  }

  it("'gloamspire-mantle': with Tristan, On Enter you may pay 3 to summon an Ominous Shadow; Umbra phantasia allies you control have ambush", () => {
    let s = enter('tristan-underhanded', 'pay');
    const memory = player(s, A).memory.length;
    expect(objectsOf(s, 'ominous-shadow').map((o) => o.controller)).toEqual([A]);
    expect(memory).toBe(3);
    expect(hasKeyword(s, objectsOf(s, 'ominous-shadow')[0]!, 'ambush')).toBe(true);
    s = enter('tristan-underhanded', 'decline');
    expect(objectsOf(s, 'ominous-shadow')).toHaveLength(0);
    expect(player(s, A).memory).toHaveLength(0);
    s = enter('zander-prepared-scout', 'none'); // not Tristan: no trigger
    expect(objectsOf(s, 'ominous-shadow')).toHaveLength(0);
    // Ambush: only Umbra phantasia allies, only yours.
    let umbraAlly: string, theirs: string;
    [s, umbraAlly] = place(s, A, factsOnly('elusive-headhunter'));
    [s, theirs] = place(s, B, shadow);
    expect(hasKeyword(s, s.objects[umbraAlly]!, 'ambush')).toBe(false);
    expect(hasKeyword(s, s.objects[theirs]!, 'ambush')).toBe(false);
  });
});

describe('map-of-hidden-passage', () => {
  const map = scriptedDef('map-of-hidden-passage');
  const sneak = (slug: string, keywords: CardDef['keywords']) =>
    defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 3 }, { keywords });
  const guard = sneak('test-interceptor', ['intercept']);

  /** Does B's interceptor get to intercept an attack on B's champion by `attacker`? */
  function intercepts(s: GameState, attacker: string): boolean {
    s = act(s, A, { type: 'attack', attacker });
    if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon: null });
    s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
    return s.pendingTriggers.some((t) => t.builtin === 'intercept') || s.stack.some((i) => i.builtin === 'intercept');
  }

  it("'map-of-hidden-passage': enters rested; rest and banish it: this turn units with stealth can't be intercepted, even ones that arrive later (ruling)", () => {
    let [m, card] = toMaterialize(map);
    m = materialize(m, card);
    expect(objectsOf(m, map.slug)[0]!.rested).toBe(true);

    let s = aliceSecondTurn();
    let o: string, hidden: string, plain: string;
    [s, o] = place(s, A, map);
    [s] = place(s, B, guard);
    [s, plain] = place(s, A, sneak('test-plain', []), { enteredTurn: 0 });
    [s, hidden] = place(s, A, sneak('test-stealthy', ['stealth']), { enteredTurn: 0 });
    expect(intercepts(s, hidden)).toBe(true); // before the Map
    const mapCard = s.objects[o]!.card!;
    s = quiet(act(s, A, { type: 'activateAbility', object: o, index: 0 }));
    expect(s.objects[o]).toBeUndefined();
    expect(player(s, A).banishment).toContain(mapCard);
    let later: string;
    [s, later] = place(s, A, sneak('test-stealthy-2', ['stealth']), { enteredTurn: 0 });
    expect(intercepts(s, hidden)).toBe(false);
    expect(intercepts(s, later)).toBe(false);
    expect(intercepts(s, plain)).toBe(true); // no stealth: still interceptable
    s = passUntil(s, atMain(B));
    s = passUntil(s, atMain(A)); // the next turn: over
    expect(intercepts(s, hidden)).toBe(true);
  });
});

describe('spirit-of-purity', () => {
  const purity = scriptedDef('spirit-of-purity');

  it("'spirit-of-purity': On Enter draw seven; Lineage Release: each player banishes two cards of their own graveyard", () => {
    let s = resolveAll(gameWithSpirit(purity));
    expect(player(s, A).hand).toHaveLength(7);
    // Level up onto it, so that it is in the inner lineage.
    s = passUntil(s, atMain(B));
    for (let i = 0; i < 2; i++) [s] = addCard(s, A, 'smoke-out', 'memory');
    s = passUntil(s, (t) => t.pending?.kind === 'materializePhase' && t.pending.player === A);
    const rai = player(s, A).materialDeck.find((c) => s.cards[c]!.def === 'rai-spellcrafter')!;
    s = resolveAll(act(s, A, { type: 'materialize', card: rai }));
    s = passUntil(s, atMain(A));
    const spiritCard = champion(s, A).lineage[0]!;
    expect(s.cards[spiritCard]!.def).toBe(purity.slug);
    const mine: string[] = [];
    const theirs: string[] = [];
    for (let i = 0; i < 3; i++) { let c: string; [s, c] = addCard(s, A, 'smoke-out', 'graveyard'); mine.push(c); }
    for (let i = 0; i < 2; i++) { let c: string; [s, c] = addCard(s, B, 'smoke-out', 'graveyard'); theirs.push(c); }
    const release = legalActions(s, A).find((a) => a.type === 'activateAbility' && a.object === champion(s, A).id)!;
    s = passUntil(act(s, A, release), (t) => t.pending?.kind === 'eachBanishesFromGraveyard');
    // Alice chooses two of her three; Bob has only two: both go without a choice.
    expect(s.pending).toMatchObject({ player: A, count: 2 });
    expect(legalActions(s, A).filter((a) => a.type === 'chooseCard').map((a) => a.type === 'chooseCard' && a.card).sort()).toEqual([...player(s, A).graveyard].sort());
    s = act(s, A, { type: 'chooseCard', card: mine[2]! });
    s = act(s, A, { type: 'chooseCard', card: mine[0]! });
    s = resolveAll(s);
    expect(player(s, A).graveyard).toEqual(expect.arrayContaining([mine[1]]));
    expect(player(s, A).banishment).toEqual(expect.arrayContaining([mine[0], mine[2], spiritCard]));
    expect(player(s, B).graveyard).toHaveLength(0);
    expect(player(s, B).banishment).toEqual(expect.arrayContaining(theirs));
  });
});

describe('enfeebled-dagger', () => {
  const dagger = scriptedDef('enfeebled-dagger');
  const brute = defineCard({ slug: 'test-brute', name: 'test-brute', types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 5, life: 9 }, {});

  /** Alice (of this class) uses the Dagger on Bob's 5-power ally, then attacks it; what its retaliation deals her champion. */
  function retaliation(cls: 'assassin' | 'warrior', useDagger = true): { s: GameState; ally: string; taken: number } {
    let s = asClass(aliceSecondTurn(), A, cls);
    let o: string, ally: string, sword: string;
    [s, o] = place(s, A, dagger);
    [s, ally] = place(s, B, brute, { enteredTurn: 0 });
    [s, sword] = place(s, A, scriptedDef('training-sword'));
    if (useDagger) {
      s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
      s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: ally } });
      s = quiet(payReserve(s, A));
    }
    const before = champion(s, A).damage;
    s = act(s, A, { type: 'attack', attacker: champion(s, A).id });
    s = act(s, A, { type: 'chooseWeapon', weapon: sword });
    s = act(s, A, { type: 'chooseAttackTarget', target: ally });
    s = passUntil(s, (t) => t.pending?.kind === 'retaliate');
    s = act(s, B, { type: 'retaliate', unit: ally });
    s = passUntil(s, (t) => !t.combat && t.stack.length === 0 && !t.pending);
    return { s, ally, taken: champion(s, A).damage - before };
  }

  it("'enfeebled-dagger': banish it to deal 1 damage to target unit; with the class bonus that unit deals 3 less damage this turn", () => {
    const r = retaliation('assassin');
    expect(objectsOf(r.s, dagger.slug)).toHaveLength(0);
    expect(r.s.objects[r.ally]!.damage).toBe(2); // 1 from the Dagger, 1 from the sword
    expect(r.taken).toBe(2); // 5 minus 3
    expect(retaliation('warrior').taken).toBe(5); // no class bonus
    expect(retaliation('assassin', false).taken).toBe(5);
  });
});

describe('beastsoul-visage', () => {
  const visage = scriptedDef('beastsoul-visage');

  it("'beastsoul-visage': Ally Link; its ally: two more power, pride 3, the Beast subtype added (pride instances don't add up: ruling)", () => {
    let [s, card] = toMaterialize(visage, 0, (t) => enable(t, A, 'FIRE'));
    let ally: string;
    [s, ally] = place(s, A, scriptedDef('kingdom-informant'), { enteredTurn: 0 });
    s = act(s, A, { type: 'materialize', card });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: ally } });
    s = quiet(s);
    const item = objectsOf(s, visage.slug)[0]!;
    expect(item.linkedTo).toBe(ally);
    const o = () => s.objects[ally]!;
    const base = scriptedDef('kingdom-informant');
    expect(currentStat(s, o(), 'power')).toBe(base.power! + 2);
    expect(objDefOf(s, o()).subtypes).toEqual(expect.arrayContaining(['BEAST', ...base.subtypes]));
    expect(objDefOf(s, o()).keywordValues?.pride).toBe(3);
    // A pride 3 ally does not obey a champion below level 3.
    s = passUntil(s, atMain(A));
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.level = 0; });
    const attackers = () => legalActions(s, A).filter((a) => a.type === 'attack').map((a) => a.type === 'attack' && a.attacker);
    expect(championLevel(s, A)).toBeLessThan(3);
    expect(attackers()).not.toContain(ally);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.level = 3; });
    expect(attackers()).toContain(ally);
    // An ally with pride 3 of its own: still pride 3, not 6.
    let bull: string;
    [s, bull] = place(s, A, scriptedDef('rebellious-bull'));
    [s] = place(s, A, visage, { linkedTo: bull });
    expect(objDefOf(s, s.objects[bull]!).keywordValues?.pride).toBe(3);
  });
});

describe('bell-of-the-chosen', () => {
  const bell = scriptedDef('bell-of-the-chosen');
  const hush: CardDef = { ...testSpell('test-suppress-item'), targets: [{ kind: 'item' }], onResolve: [{ op: 'suppress', subject: { ref: 'target', index: 0 } }] };

  it("'bell-of-the-chosen': On Enter a quest counter on your champion; entering from a banishment, glimpse 2 as well", () => {
    let [s, card] = toMaterialize(bell, 0, (t) => enable(t, A, 'WIND'));
    s = materialize(s, card);
    expect(champion(s, A).counters.quest).toBe(1);
    const o = objectsOf(s, bell.slug)[0]!;
    expect(o.fromBanishment).toBeUndefined();
    // Suppressed: banished, then back at the beginning of the end phase, from the banishment.
    s = passUntil(s, atMain(A));
    let c: string;
    [s, c] = addCard(withDef(s, hush), A, hush.slug);
    s = act(s, A, { type: 'activate', card: c });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: o.id } });
    s = quiet(payReserve(s, A));
    expect(player(s, A).banishment).toContain(card);
    s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
    expect(objectsOf(s, bell.slug)[0]!.fromBanishment).toBe(true);
    expect(champion(s, A).counters.quest).toBe(2);
    expect(s.pending?.kind === 'glimpse' && s.pending.cards).toHaveLength(2);
  });
});

describe('merlin-amethysts-glow', () => {
  const merlin = scriptedDef('merlin-amethysts-glow');
  const memories = scriptedDef('fractured-memories');

  /** Alice's champion is this Merlin with `sheen` counters on her Fractured Memories and `hand` cards in hand. */
  function withMerlin(sheen: number, hand: number, mastery = memories.slug): GameState {
    let s = edit(asChampionDef(mainPhaseOf(A), merlin.slug), (t) => {
      player(t, A).hand = [];
      t.masteries = { [A]: { def: mastery, counters: { sheen } } };
    });
    s = withDef(s, memories);
    for (let i = 0; i < hand; i++) [s] = addCard(s, A, 'smoke-out');
    return s;
  }
  const offered = (s: GameState) => legalActions(s, A).some((a) => a.type === 'activateAbility' && a.object === champion(s, A).id);

  it("'merlin-amethysts-glow': On Enter two sheen counters on target unit; (9) draw and a preparation counter, once, costing 1 less per sheen counter on your Fractured Memories", () => {
    let [s, card] = toMaterialize(merlin, 2, (t) => edit(withDef(t, factsOnly('merlin-memorite-vassal')), (u) => { u.objects[player(u, A).champion!]!.def = 'merlin-memorite-vassal'; }));
    s = act(s, A, { type: 'materialize', card });
    s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets');
    s = quiet(act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: champion(s, B).id } }));
    expect(champion(s, B).counters.sheen).toBe(2);
    // Seven sheen counters: it costs 2; two cards in hand pay it.
    expect(offered(withMerlin(7, 1))).toBe(false);
    s = withMerlin(7, 2);
    expect(offered(s)).toBe(true);
    const hand = player(s, A).hand.length;
    s = quiet(payReserve(act(s, A, { type: 'activateAbility', object: champion(s, A).id, index: 1 }), A));
    expect(player(s, A).memory).toHaveLength(2);
    expect(player(s, A).hand).toHaveLength(hand - 2 + 1);
    expect(champion(s, A).counters.preparation).toBe(1);
    expect(offered(s)).toBe(false); // only once
    // Sheen counters on another mastery do not count.
    expect(offered(withMerlin(7, 2, 'shifting-currents'))).toBe(false);
    expect(offered(withMerlin(12, 0))).toBe(true); // never below 0
  });
});
