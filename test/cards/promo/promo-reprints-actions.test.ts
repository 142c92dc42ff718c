// P24/P25 reprints (branch h2-promo), part 2: action cards.
import { describe, expect, it } from 'vitest';
import { abilitySources, championLevel, hasKeyword } from '../../../src/engine/state/query.js';
import { factsOf } from '../../../src/cards/index-facts.js';
import { defFromFacts } from '../../../src/cards/runtime.js';
import type { Element } from '../../../src/cards/vocabulary.js';
import type { GameState } from '../../../src/engine/index.js';
import {
  A, B, act, addCard, asChampion, asClass, cast, champion, edit, enable, mainPhaseOf, offered, pickNone, pickObject, place, player,
  resolveAll, scriptedDef, stat, targetChoices, withDef, withLevel, advance, payReserve, passUntil,
} from './promo-reprints-support.js';

const ALL: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'ASTRA', 'UMBRA', 'CRUX', 'TERA', 'LUXEM', 'ARCANE'];
const ready = (s: GameState = mainPhaseOf(A)) => enable(s, A, ...ALL);
const def = (slug: string) => scriptedDef(slug);
const objectsNamed = (s: GameState, slug: string) => Object.values(s.objects).filter((o) => o.def === slug);
const shieldsOn = (s: GameState, id: string) => (s.preventions ?? []).filter((p) => p.objects.includes(id));
const withSheen = (s: GameState, sheen: number) =>
  edit(withDef(s, def('fractured-memories')), (t) => { t.masteries = { ...(t.masteries ?? {}), [A]: { def: 'fractured-memories', counters: { sheen } } }; });
const shadowDef = defFromFacts(factsOf('ominous-shadow'), null);
const sheenOf = (s: GameState) => s.masteries?.[A]?.counters.sheen ?? 0;

describe('promo reprints: actions', () => {
  it("'evasive-maneuvers': 2 damage prevented for the target; a Ranger target also becomes distant", () => {
    let s = ready(asClass(mainPhaseOf(A), A, 'ranger'));
    const me = champion(s, A).id;
    [s] = cast(s, A, 'evasive-maneuvers', { targets: [me] });
    s = resolveAll(s);
    expect(shieldsOn(s, me)).toHaveLength(1);
    expect(s.objects[me]!.distant).toBe(true);
    let t = ready();
    let ally: string;
    [t, ally] = place(t, A, def('imperial-recruit'));
    [t] = cast(t, A, 'evasive-maneuvers', { targets: [ally] });
    t = resolveAll(t);
    expect(shieldsOn(t, ally)).toHaveLength(1);
    expect(t.objects[ally]!.distant ?? false).toBe(false);
  });

  it("'into-the-fray': +1 power for each other ally you control; Floating Memory only for a Guardian", () => {
    let s = ready();
    let a: string;
    [s, a] = place(s, A, def('imperial-recruit'));
    [s] = place(s, A, def('imperial-recruit'));
    [s] = place(s, A, def('imperial-recruit'));
    [s] = place(s, B, def('imperial-recruit'));
    [s] = cast(s, A, 'into-the-fray', { targets: [a] });
    s = resolveAll(s);
    expect(stat(s, a, 'power')).toBe(1 + 2);
    const fray = def('into-the-fray');
    expect(fray.keywords).not.toContain('floatingMemory');
    expect(fray.abilities.some((ab) => ab.kind === 'static' && ab.effect.kind === 'keyword' && ab.effect.keyword === 'floatingMemory' && ab.condition?.kind === 'classBonus')).toBe(true);
  });

  it("'journeys-beginning': draws a card; a quest counter only for Guo Jia", () => {
    let s = ready(asChampion(mainPhaseOf(A), A, 'guo-jia-chosen-disciple'));
    const deck = player(s, A).mainDeck.length;
    [s] = cast(s, A, 'journeys-beginning');
    s = resolveAll(s);
    expect(player(s, A).mainDeck).toHaveLength(deck - 1);
    expect(champion(s, A).counters.quest).toBe(1);
    let t = ready(asClass(mainPhaseOf(A), A, 'tamer'));
    [t] = cast(t, A, 'journeys-beginning');
    t = resolveAll(t);
    expect(champion(t, A).counters.quest ?? 0).toBe(0);
  });

  it("'reprogram': -1 power to an ally; two debuff counters instead on an Automaton; Floating Memory", () => {
    expect(def('reprogram').keywords).toContain('floatingMemory');
    let s = ready();
    let human: string, drone: string;
    s = withDef(s, def('automaton-drone'));
    [s, human] = place(s, B, def('imperial-recruit'));
    [s] = cast(s, A, 'reprogram', { targets: [human] });
    s = resolveAll(s);
    expect(stat(s, human, 'power')).toBe(0);
    expect(s.objects[human]!.counters.debuff ?? 0).toBe(0);
    [s, drone] = place(s, B, def('sirocco-operative'));
    [s] = cast(s, A, 'reprogram', { targets: [drone] });
    s = resolveAll(s);
    // Sirocco Operative is a 1/1 Automaton: two debuff counters kill it (ruling: a debuff counter can take its life to 0).
    expect(s.objects[drone]).toBeUndefined();
  });

  it("'reprogram' ruling: debuff counters on an ally with buff counters cancel out one for one", () => {
    let s = ready();
    let bot: string;
    [s, bot] = place(s, B, def('sirocco-operative'), { counters: { buff: 3 } });
    [s] = cast(s, A, 'reprogram', { targets: [bot] });
    s = resolveAll(s);
    expect(s.objects[bot]!.counters.buff).toBe(1);
    expect(s.objects[bot]!.counters.debuff ?? 0).toBe(0);
  });

  it("'return-to-the-archive': sacrificing a regalia recovers 2 and draws; declining does neither", () => {
    const regalia = { ...def('imperial-recruit'), slug: 'test-regalia-item', name: 'Test Regalia', types: ['ITEM' as const], supertypes: ['REGALIA' as const], abilities: [] };
    let s = edit(ready(), (t) => { t.objects[player(t, A).champion!]!.damage = 5; });
    let r: string;
    [s, r] = place(s, A, regalia);
    [s] = place(s, A, def('imperial-recruit'));
    [s] = cast(s, A, 'return-to-the-archive');
    s = advance(s);
    expect(s.pending?.kind).toBe('sacrificeAnother');
    expect(offered(s, A)).toEqual([r, null]);
    const declined = resolveAll(pickNone(s, A));
    expect(champion(declined, A).damage).toBe(5);
    const deck = player(s, A).mainDeck.length;
    s = resolveAll(pickObject(s, A, r));
    expect(s.objects[r]).toBeUndefined();
    expect(champion(s, A).damage).toBe(3);
    expect(player(s, A).mainDeck).toHaveLength(deck - 1);
  });

  it("'shadow-resonance': recover 2 then draw; an Ominous Shadow only for Tristan with four preparation counters", () => {
    let s = withDef(ready(asChampion(mainPhaseOf(A), A, 'tristan-grim-stalker')), shadowDef);
    s = edit(s, (t) => { const c = t.objects[player(t, A).champion!]!; c.damage = 3; c.counters.preparation = 4; });
    [s] = cast(s, A, 'shadow-resonance');
    s = resolveAll(s);
    expect(champion(s, A).damage).toBe(1);
    expect(objectsNamed(s, 'ominous-shadow')).toHaveLength(1);
    let t = withDef(ready(asChampion(mainPhaseOf(A), A, 'tristan-grim-stalker')), shadowDef);
    t = edit(t, (u) => { u.objects[player(u, A).champion!]!.counters.preparation = 3; });
    [t] = cast(t, A, 'shadow-resonance');
    expect(objectsNamed(resolveAll(t), 'ominous-shadow')).toHaveLength(0);
  });

  it("'grim-foreboding': Tristan summons an Ominous Shadow; phantasia allies you control get +1 power; agility 3", () => {
    let s = withDef(ready(asChampion(mainPhaseOf(A), A, 'tristan-grim-stalker')), shadowDef);
    let plain: string;
    [s, plain] = place(s, A, def('imperial-recruit'));
    [s] = cast(s, A, 'grim-foreboding');
    s = resolveAll(s);
    const shadow = objectsNamed(s, 'ominous-shadow')[0]!;
    expect(shadow).toBeDefined();
    expect(stat(s, shadow.id, 'power')).toBe((shadowDef.power ?? 0) + 1);
    expect(stat(s, plain, 'power')).toBe(1);
    expect(JSON.stringify(s)).toContain('agility');
    let t = withDef(ready(asClass(mainPhaseOf(A), A, 'assassin')), shadowDef);
    [t] = cast(t, A, 'grim-foreboding');
    expect(objectsNamed(resolveAll(t), 'ominous-shadow')).toHaveLength(0);
  });

  it("'undeniable-truth': an ally is sacrificed as it is activated; draw, then a preparation counter", () => {
    let s = ready();
    let ally: string;
    [s, ally] = place(s, A, def('imperial-recruit'));
    const deck = player(s, A).mainDeck.length;
    [s] = cast(s, A, 'undeniable-truth', { costParts: [ally] });
    expect(s.objects[ally]).toBeUndefined();
    s = resolveAll(s);
    expect(player(s, A).mainDeck).toHaveLength(deck - 1);
    expect(champion(s, A).counters.preparation).toBe(1);
    // Without an ally to sacrifice it can't be activated.
    let t = ready();
    let card: string;
    t = withDef(t, def('undeniable-truth'));
    [t, card] = addCard(t, A, 'undeniable-truth');
    expect(() => act(t, A, { type: 'activate', card })).toThrow();
  });

  it("'strengthen-the-bonds' and 'obscuring-threads': only Fatestone or Fatebound objects; buff counters, spellshroud", () => {
    const fatestone = { ...def('imperial-recruit'), slug: 'test-fatestone', name: 'Test Fatestone', types: ['ITEM' as const], subtypes: ['TAMER', 'FATESTONE'], abilities: [] };
    const fatebound = { ...def('imperial-recruit'), slug: 'test-fatebound', name: 'Test Fatebound', subtypes: ['TAMER', 'FATEBOUND', 'HUMAN'], abilities: [] };
    let s = ready();
    let st: string, fb: string, other: string;
    [s, st] = place(s, A, fatestone);
    [s, fb] = place(s, B, fatebound);
    [s, other] = place(s, A, def('imperial-recruit'));
    [s] = cast(s, A, 'strengthen-the-bonds', { targets: [st, fb] });
    s = resolveAll(s);
    expect(s.objects[st]!.counters.buff).toBe(1);
    expect(s.objects[fb]!.counters.buff).toBe(1);
    let t = ready(s);
    t = withDef(t, def('obscuring-threads'));
    let card: string;
    [t, card] = addCard(t, A, 'obscuring-threads');
    t = act(t, A, { type: 'activate', card });
    expect(targetChoices(t, A)).toEqual(expect.arrayContaining([st, fb]));
    expect(targetChoices(t, A)).not.toContain(other);
    [t] = cast(ready(s), A, 'obscuring-threads', { targets: [fb] });
    t = resolveAll(t);
    expect(hasKeyword(t, t.objects[fb]!, 'spellshroud')).toBe(true);
    expect(hasKeyword(t, t.objects[st]!, 'spellshroud')).toBe(false);
    expect(def('obscuring-threads').keywords).toContain('floatingMemory');
  });

  it("'slimeshield': 3 damage prevented for the target; a buff counter only on a Slime ally", () => {
    let s = ready();
    let slime: string, human: string;
    [s, slime] = place(s, A, def('baby-blue-slime'));
    [s, human] = place(s, A, def('imperial-recruit'));
    [s] = cast(s, A, 'slimeshield', { targets: [slime] });
    s = resolveAll(s);
    expect(shieldsOn(s, slime)).toHaveLength(1);
    expect(JSON.stringify(shieldsOn(s, slime)[0])).toContain('"amount":3');
    expect(s.objects[slime]!.counters.buff).toBe(1);
    [s] = cast(s, A, 'slimeshield', { targets: [human] });
    s = resolveAll(s);
    expect(shieldsOn(s, human)).toHaveLength(1);
    expect(s.objects[human]!.counters.buff ?? 0).toBe(0);
  });

  it("'slimeshield': costs 1 less for a Tamer of level 2 or more only", () => {
    const spent = (s: GameState) => {
      const hand = player(s, A).hand.length;
      const [t] = cast(s, A, 'slimeshield', { targets: [champion(s, A).id], fill: 4 });
      return hand + 4 + 1 - player(t, A).hand.length - 1;
    };
    expect(spent(withLevel(ready(asClass(mainPhaseOf(A), A, 'tamer')), A, 1))).toBe(1);
    expect(spent(ready(asClass(mainPhaseOf(A), A, 'tamer')))).toBe(2);
    expect(spent(withLevel(ready(asClass(mainPhaseOf(A), A, 'warrior')), A, 1))).toBe(2);
  });

  it("'quiet-refraction': draws into memory and two sheen counters; two more whenever your champion levels up", () => {
    let s = withSheen(ready(), 1);
    const mem = player(s, A).memory.length;
    [s] = cast(s, A, 'quiet-refraction', { fill: 2 });
    s = resolveAll(s);
    expect(sheenOf(s)).toBe(3);
    expect(player(s, A).memory.length).toBe(mem + 2 + 1);
    const refraction = objectsNamed(s, 'quiet-refraction')[0]!;
    expect(refraction.controller).toBe(A);
    expect(def('quiet-refraction').abilities.some((ab) => ab.kind === 'triggered' && ab.trigger.on === 'whenever' && ab.trigger.event === 'levelsUp')).toBe(true);
  });

  it("'chill-to-the-bone': -2/-2 to the attacking ally, -4/-4 with two or more phantasias", () => {
    const phantasia = { ...def('imperial-recruit'), slug: 'test-phantasia', name: 'Test Phantasia', types: ['PHANTASIA' as const], subtypes: [], abilities: [], power: null, life: null };
    const big = { ...def('imperial-recruit'), slug: 'test-big-ally', name: 'Test Big Ally', power: 6, life: 6, keywords: [], abilities: [] };
    for (const count of [1, 2]) {
      let s = enable(mainPhaseOf(B), A, ...ALL);
      let attacker: string;
      [s, attacker] = place(s, B, big);
      for (let i = 0; i < count; i++) [s] = place(s, A, phantasia);
      s = act(s, B, { type: 'attack', attacker });
      if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, B, { type: 'chooseWeapon', weapon: null });
      s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
      // Bob passes with the attack declared; Alice answers.
      for (let i = 0; i < 5 && !(s.opportunity && s.players[s.opportunity.player]!.id === A); i++) s = act(s, B, { type: 'pass' });
      [s] = cast(s, A, 'chill-to-the-bone', { targets: [attacker] });
      s = resolveAll(s);
      const drop = count >= 2 ? 4 : 2;
      const o = s.objects[attacker];
      if (o) expect([stat(s, attacker, 'power'), stat(s, attacker, 'life')]).toEqual([6 - drop, 6 - drop]);
      else expect(drop).toBe(4);
    }
  });

  it("'obelith-escort': one Memorite Obelith with a sheen counter; two when prepared", () => {
    let s = withDef(ready(), def('memorite-obelith'));
    [s] = cast(s, A, 'obelith-escort');
    s = resolveAll(s);
    expect(objectsNamed(s, 'memorite-obelith').map((o) => o.counters.sheen)).toEqual([1]);
    let t = withDef(edit(ready(), (u) => { u.objects[player(u, A).champion!]!.counters.preparation = 2; }), def('memorite-obelith'));
    [t] = cast(t, A, 'obelith-escort', { prepare: true });
    t = resolveAll(t);
    expect(champion(t, A).counters.preparation ?? 0).toBe(0);
    expect(objectsNamed(t, 'memorite-obelith').map((o) => o.counters.sheen)).toEqual([1, 1]);
  });

  it("'shardwing-searchlight': one Shardwing, two with Sheen 4+; Memorite objects gain an On Hit sheen counter this turn", () => {
    let s = withSheen(withDef(ready(), def('memorite-shardwing')), 3);
    [s] = cast(s, A, 'shardwing-searchlight');
    s = resolveAll(s);
    expect(objectsNamed(s, 'memorite-shardwing')).toHaveLength(1);
    let t = withSheen(withDef(ready(), def('memorite-shardwing')), 4);
    [t] = cast(t, A, 'shardwing-searchlight');
    t = resolveAll(t);
    const wings = objectsNamed(t, 'memorite-shardwing');
    expect(wings).toHaveLength(2);
    for (const w of wings) expect(abilitySources(t, w).some(({ ability: ab }) => ab.kind === 'triggered' && ab.trigger.on === 'hit')).toBe(true);
    // Only for this turn.
    const next = passUntil(t, (u) => u.turnPlayer !== t.turnPlayer);
    for (const w of wings) expect(abilitySources(next, next.objects[w.id]!).some(({ ability: ab }) => ab.kind === 'triggered' && ab.trigger.on === 'hit')).toBe(false);
    expect(def('memorite-shardwing').abilities.some((ab) => ab.kind === 'triggered' && ab.trigger.on === 'hit')).toBe(false);
  });

  it("'find-the-lost': unblockable only when prepared", () => {
    const lost = def('find-the-lost');
    expect(lost.activationValues?.prepare).toBe(1);
    expect(lost.abilities).toEqual([expect.objectContaining({ kind: 'static', condition: { kind: 'prepared' }, effect: { kind: 'keyword', keyword: 'unblockable' } })]);
  });

  it("'unstable-fractal': hindered, reservable; a Cleric may pay (3), rest and sacrifice it to destroy an item as a Spell", () => {
    const cheap = { ...def('imperial-recruit'), slug: 'test-cheap-item', name: 'Test Cheap Item', types: ['ITEM' as const], subtypes: [], cost: { kind: 'reserve' as const, value: 5 }, abilities: [] };
    const dear = { ...cheap, slug: 'test-dear-item', name: 'Test Dear Item', cost: { kind: 'reserve' as const, value: 6 } };
    expect(def('unstable-fractal').keywords).toEqual(expect.arrayContaining(['hindered', 'reservable']));
    let s = ready(asClass(mainPhaseOf(A), A, 'cleric'));
    for (let i = 0; i < 4; i++) [s] = addCard(s, A, 'smoke-out');
    let f: string, c: string, d: string;
    [s, f] = place(s, A, def('unstable-fractal'));
    [s, c] = place(s, B, cheap);
    [s, d] = place(s, B, dear);
    s = act(s, A, { type: 'activateAbility', object: f, index: 0 });
    expect(targetChoices(s, A)).toContain(c);
    expect(targetChoices(s, A)).not.toContain(d);
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: c } });
    s = resolveAll(payReserve(s, A));
    expect(s.objects[f]).toBeUndefined();
    expect(s.objects[c]).toBeUndefined();
    const w = ready(asClass(mainPhaseOf(A), A, 'warrior'));
    const [w2, f2] = place(w, A, def('unstable-fractal'));
    expect(() => act(w2, A, { type: 'activateAbility', object: f2, index: 0 })).toThrow();
  });

  it("'broken-promises': a Fatestone item or Fatebound ally is sacrificed as it is activated; draw into memory; a quest counter for Guo Jia", () => {
    const fatestone = { ...def('imperial-recruit'), slug: 'test-fatestone', name: 'Test Fatestone', types: ['ITEM' as const], subtypes: ['TAMER', 'FATESTONE'], abilities: [] };
    const fatebound = { ...def('imperial-recruit'), slug: 'test-fatebound', name: 'Test Fatebound', subtypes: ['TAMER', 'FATEBOUND', 'HUMAN'], abilities: [] };
    let s = ready(asChampion(mainPhaseOf(A), A, 'guo-jia-chosen-disciple'));
    let st: string, plain: string;
    [s, st] = place(s, A, fatestone);
    [s, plain] = place(s, A, def('imperial-recruit'));
    const deck = player(s, A).mainDeck.length;
    let t: GameState;
    [t] = cast(s, A, 'broken-promises', { costParts: [st] });
    expect(t.objects[st]).toBeUndefined();
    expect(t.objects[plain]).toBeDefined();
    const mem = player(t, A).memory.length;
    t = resolveAll(t);
    expect(player(t, A).mainDeck).toHaveLength(deck - 1);
    expect(player(t, A).memory).toHaveLength(mem + 1);
    expect(champion(t, A).counters.quest).toBe(1);
    let u = ready(asClass(mainPhaseOf(A), A, 'tamer'));
    let fb: string;
    [u, fb] = place(u, A, fatebound);
    [u] = cast(u, A, 'broken-promises', { costParts: [fb] });
    u = resolveAll(u);
    expect(u.objects[fb]).toBeUndefined();
    expect(champion(u, A).counters.quest ?? 0).toBe(0);
    // With neither on the field it can't be activated.
    let v = withDef(ready(place(mainPhaseOf(A), A, def('imperial-recruit'))[0]), def('broken-promises'));
    let card: string;
    [v, card] = addCard(v, A, 'broken-promises');
    expect(() => act(v, A, { type: 'activate', card })).toThrow();
  });

  it("'empowering-prayer': +2 level to your champion this turn, then a draw only if its level equals your memory count", () => {
    const run = (memory: number): { drew: number; levelGain: number } => {
      let s = edit(ready(), (t) => { const p = t.players.find((x) => x.id === A)!; p.mainDeck = [...p.memory, ...p.mainDeck]; p.memory = []; });
      for (let i = 0; i < memory; i++) [s] = addCard(s, A, 'smoke-out', 'memory');
      const lv = championLevel(s, A);
      let t: GameState;
      [t] = cast(s, A, 'empowering-prayer');
      const deck = player(t, A).mainDeck.length;
      t = resolveAll(t);
      return { drew: deck - player(t, A).mainDeck.length, levelGain: championLevel(t, A) - lv };
    };
    // Its reserve cost of 2 puts two cards into memory: LV 0 + 2 matches 2 memory cards only when memory was empty.
    const lv0 = championLevel(ready(), A);
    expect(run(lv0)).toEqual({ drew: 1, levelGain: 2 });
    expect(run(lv0 + 1)).toEqual({ drew: 0, levelGain: 2 });
  });
});
