// The four Fabled Fatestones (HVN; Azurite first printed in P25): quests on Guo Jia and the transformation.
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve, target } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { Action, GameState } from '../../../src/engine/index.js';
import { atMain } from '../../engine/helpers.js';
import { factsOnly } from '../doa/support.js';
import { A, B, act, addCard, addObject, edit, game, objectOf, onField, passUntil, payAll, player, settle, unit, withCards, withDef } from '../regalia-b-support.js';

const guoJia = { name: 'Guo Jia', classes: ['TAMER'], elements: ['FIRE' as const, 'WATER' as const, 'WIND' as const, 'ARCANE' as const] };
const other = { name: 'Someone', classes: ['TAMER'], elements: guoJia.elements };
const champ = (s: GameState, who = A) => s.objects[player(s, who).champion!]!;
const quests = (s: GameState, who = A) => champ(s, who).counters.quest ?? 0;
const withQuests = (s: GameState, n: number) => edit(s, (t) => { t.objects[t.players[0]!.champion!]!.counters.quest = n; });
const abilities = (s: GameState, o: string) => legalActions(s, A).filter((a): a is Extract<Action, { type: 'activateAbility' }> => a.type === 'activateAbility' && a.object === o);

/** Rest the Fatestone for its last ability, and answer its "may". */
function quest(s: GameState, o: string, accept: boolean): GameState {
  const last = scriptedDef(s.objects[o]!.def).abilities.length - 1;
  s = act(s, A, { type: 'activateAbility', object: o, index: last });
  s = passUntil(s, (t) => t.pending?.kind === 'may' || (t.stack.length === 0 && !t.pending && t.pendingTriggers.length === 0));
  if (s.pending?.kind === 'may') s = act(s, A, { type: 'mayAnswer', accept });
  return settle(s);
}

/** The transformation, with its rulings: the counters it needs, what it becomes, and where the card goes from the field. */
function transformation(slug: string, n: number, back: string) {
  it(`'${slug}': rest it and remove ${n} quest counters from your champion: it wakes up transformed`, () => {
    let s = withQuests(game(guoJia), n + 1);
    let o: string;
    [s, o] = onField(s, slug);
    s = withDef(s, factsOnly(back));
    s = quest(s, o, true);
    expect(s.objects[o]!.def).toBe(back);
    expect(s.objects[o]!.rested).toBe(false);
    expect(quests(s)).toBe(1);
  });

  it(`'${slug}': with fewer than ${n} quest counters, or if you decline, it stays rested and untransformed`, () => {
    let s = withQuests(game(other), n - 1);
    let o: string;
    [s, o] = onField(s, slug);
    s = withDef(s, factsOnly(back));
    s = quest(s, o, true);
    expect(s.objects[o]!.def).toBe(slug);
    expect(s.objects[o]!.rested).toBe(true);
    expect(quests(s)).toBe(n - 1);
    let t = withQuests(game(guoJia), n);
    [t, o] = onField(t, slug);
    t = quest(t, o, false);
    expect(t.objects[o]!.def).toBe(slug);
    expect(quests(t)).toBe(n);
  });

  it(`'${slug}': (ruling) once transformed, leaving the field it goes where the regalia front would go: its owner's banishment`, () => {
    let s = withQuests(game(guoJia), n);
    let o: string;
    [s, o] = onField(s, slug);
    s = withDef(s, factsOnly(back));
    s = quest(s, o, true);
    const card = s.objects[o]!.card!;
    const smash = defineCard({ slug: 'test-smash', name: 'test-smash', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [{ kind: 'unit' }], onResolve: [{ op: 'destroy', subject: target(0) }] });
    s = withDef(s, smash);
    let c: string;
    [s, c] = addCard(s, A, smash.slug);
    s = act(s, A, { type: 'activate', card: c });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: o } });
    s = settle(payAll(s));
    expect(s.objects[o]).toBeUndefined();
    expect(player(s, A).banishment).toContain(card);
    expect(player(s, A).graveyard).not.toContain(card);
  });
}

describe('fabled-ruby-fatestone', () => {
  const slug = 'fabled-ruby-fatestone';
  it(`'${slug}': immortality and spellshroud`, () => {
    expect(scriptedDef(slug).keywords).toEqual(expect.arrayContaining(['immortality', 'spellshroud']));
  });

  it(`'${slug}': with Guo Jia, 1 damage to each champion at the beginning of your recollection phase; that fire damage gives a quest counter`, () => {
    let s = game(guoJia);
    [s] = onField(s, slug);
    s = passUntil(s, atMain(B));
    s = passUntil(s, atMain(A));
    expect(champ(s, A).damage).toBe(1);
    expect(champ(s, B).damage).toBe(1);
    expect(quests(s)).toBe(1); // two units at once: one counter
  });

  it(`'${slug}': without Guo Jia, neither ability does anything`, () => {
    let s = game(other);
    [s] = onField(s, slug);
    s = passUntil(s, atMain(B));
    s = passUntil(s, atMain(A));
    expect(champ(s, A).damage).toBe(0);
    expect(champ(s, B).damage).toBe(0);
  });

  it(`'${slug}': a quest counter for non-combat damage by a fire source you control, not by other sources`, () => {
    const bolt = (el: 'FIRE' | 'NORM'): CardDef => defineCard({ slug: `test-bolt-${el}`, name: `test-bolt-${el}`, types: ['ACTION'], element: el, cost: reserve(0), speed: true },
      { targets: [{ kind: 'unit' }], onResolve: [{ op: 'dealDamage', to: target(0), amount: 2 }] });
    let s = game(guoJia);
    [s] = onField(s, slug);
    for (const el of ['NORM', 'FIRE'] as const) {
      const def = bolt(el);
      s = withDef(s, def);
      let c: string;
      [s, c] = addCard(s, A, def.slug);
      s = act(s, A, { type: 'activate', card: c });
      s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: player(s, B).champion! } });
      s = settle(payAll(s));
      expect(quests(s)).toBe(el === 'FIRE' ? 1 : 0);
    }
  });

  transformation(slug, 7, 'suzaku-vermillion-phoenix');
});

describe('fabled-sapphire-fatestone', () => {
  const slug = 'fabled-sapphire-fatestone';
  it(`'${slug}': with Guo Jia, each player mills a card at the beginning of your recollection phase; yours gives one quest counter`, () => {
    let s = game(guoJia);
    [s] = onField(s, slug);
    s = passUntil(s, atMain(B));
    const graves = [player(s, A).graveyard.length, player(s, B).graveyard.length];
    s = passUntil(s, atMain(A));
    expect(player(s, A).graveyard.length).toBe(graves[0]! + 1);
    expect(player(s, B).graveyard.length).toBe(graves[1]! + 1);
    expect(quests(s)).toBe(1);
  });

  it(`'${slug}': several cards put into your graveyard from your deck at once give one quest counter; other graveyards none`, () => {
    const mill = (n: number, who: 'you' | 'opponents'): CardDef => defineCard({ slug: `test-mill-${n}-${who}`, name: 'test-mill', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
      { onResolve: [{ op: 'mill', who, count: n }] });
    let s = game(guoJia);
    [s] = onField(s, slug);
    for (const [def, expected] of [[mill(3, 'you'), 1], [mill(2, 'opponents'), 1]] as const) {
      s = withDef(s, def);
      let c: string;
      [s, c] = addCard(s, A, def.slug);
      s = settle(payAll(act(s, A, { type: 'activate', card: c })));
      expect(quests(s)).toBe(expected);
    }
  });

  it(`'${slug}': without Guo Jia, no mill at the recollection phase`, () => {
    let s = game(other);
    [s] = onField(s, slug);
    s = passUntil(s, atMain(B));
    const grave = player(s, B).graveyard.length;
    s = passUntil(s, atMain(A));
    expect(player(s, B).graveyard.length).toBe(grave);
  });

  transformation(slug, 9, 'genbu-black-tortoise');
});

describe('fabled-emerald-fatestone', () => {
  const slug = 'fabled-emerald-fatestone';
  const suppressIt = (s: GameState, o: string, victim: string) => {
    s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
    s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: victim } });
    return settle(payAll(s));
  };

  it(`'${slug}': with Guo Jia, (4) and rest: suppress another target ally; the suppression gives a quest counter`, () => {
    let s = withCards(game(guoJia), 6);
    let o: string, v: string;
    [s, o] = onField(s, slug);
    [s, v] = addObject(withDef(s, unit('test-foe')), B, 'test-foe');
    expect(legalActions(s, A)).toContainEqual({ type: 'activateAbility', object: o, index: 0 });
    s = suppressIt(s, o, v);
    expect(s.objects[v]).toBeUndefined();
    expect(quests(s)).toBe(1);
    expect(s.objects[o]!.rested).toBe(true);
  });

  it(`'${slug}': it can't target itself nor a champion, and without Guo Jia it can't be activated`, () => {
    let s = withCards(game(guoJia), 6);
    let o: string, mine: string;
    [s, o] = onField(s, slug);
    [s, mine] = addObject(withDef(s, unit('test-friend')), A, 'test-friend');
    s = act(s, A, { type: 'activateAbility', object: o, index: 0 });
    const offered = legalActions(s, A).filter((a) => a.type === 'chooseTarget').map((a) => a.type === 'chooseTarget' && a.target?.kind === 'object' ? a.target.id : null);
    expect(offered).not.toContain(o);
    expect(offered).not.toContain(player(s, B).champion);
    expect(offered).toContain(mine); // your own allies too
    let t = withCards(game(other), 6);
    [t, o] = onField(t, slug);
    expect(legalActions(t, A)).not.toContainEqual({ type: 'activateAbility', object: o, index: 0 });
  });

  it(`'${slug}': (rulings) once per object instance; suppressed, it still gives the quest counter, and back as a new object it may suppress again`, () => {
    let s = withCards(game(guoJia), 12);
    let first: string, second: string, v: string;
    [s, first] = onField(s, slug);
    [s, second] = onField(s, slug);
    [s, v] = addObject(withDef(s, unit('test-foe')), B, 'test-foe');
    s = suppressIt(s, first, v);
    expect(quests(s)).toBe(2); // each Fatestone has its own trigger
    s = edit(s, (t) => { t.objects[first]!.rested = false; });
    expect(abilities(s, first).map((a) => a.index)).not.toContain(0); // once
    const card = s.objects[first]!.card;
    // (spellshroud keeps the other one's Spell away): a card of our own suppresses it; both Fatestones see it
    const hush = defineCard({ slug: 'test-hush', name: 'test-hush', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { targets: [{ kind: 'object' }], onResolve: [{ op: 'suppress', subject: target(0) }] });
    s = withDef(s, hush);
    let c: string;
    [s, c] = addCard(s, A, hush.slug);
    s = act(s, A, { type: 'activate', card: c });
    s = settle(payAll(act(s, A, { type: 'chooseTarget', target: { kind: 'object', id: first } })));
    expect(s.objects[first]).toBeUndefined();
    expect(s.objects[second]).toBeDefined();
    expect(quests(s)).toBe(4);
    s = passUntil(s, atMain(B)); // the end phase returns it
    s = passUntil(s, atMain(A));
    const back = Object.values(s.objects).find((x) => x.card === card)!;
    expect(back.id).not.toBe(first);
    s = withCards(s, 6);
    expect(abilities(s, back.id).map((a) => a.index)).toContain(0);
  });

  transformation(slug, 8, 'byakko-white-tiger');
});

describe('fabled-azurite-fatestone', () => {
  const slug = 'fabled-azurite-fatestone';
  const toEnd = (s: GameState) => passUntil(s, (t) => t.pending?.kind === 'may' || (t.phase === 'end' && t.players[t.turnPlayer]!.id === A && t.stack.length === 0 && t.pendingTriggers.length === 0 && !t.pending));

  it(`'${slug}': with Guo Jia, as your end phase begins, an optional random banish from memory; if one goes, draw and take a quest counter`, () => {
    let s = withCards(game(guoJia), 2, A, 'memory');
    [s] = onField(s, slug);
    const hand = player(s, A).hand.length;
    s = toEnd(s);
    expect(s.pending?.kind).toBe('may');
    s = settle(act(s, A, { type: 'mayAnswer', accept: true }));
    expect(player(s, A).memory.length).toBe(1);
    expect(player(s, A).hand.length).toBe(hand + 1);
    expect(quests(s)).toBe(1);
  });

  it(`'${slug}': declining, or with an empty memory, nothing is drawn`, () => {
    let s = withCards(game(guoJia), 1, A, 'memory');
    [s] = onField(s, slug);
    const hand = player(s, A).hand.length;
    s = settle(act(toEnd(s), A, { type: 'mayAnswer', accept: false }));
    expect(player(s, A).hand.length).toBe(hand);
    expect(player(s, A).memory.length).toBe(1);
    let t = game(guoJia);
    [t] = onField(t, slug);
    const hand2 = player(t, A).hand.length;
    t = toEnd(t);
    if (t.pending?.kind === 'may') t = settle(act(t, A, { type: 'mayAnswer', accept: true }));
    expect(player(t, A).hand.length).toBe(hand2);
    expect(quests(t)).toBe(0);
  });

  it(`'${slug}': paying a memory cost banishes cards from your memory: a quest counter for each`, () => {
    const regalia = defineCard({ slug: 'test-regalia-3', name: 'test-regalia-3', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: memory(3) }, {});
    let s = passUntil(withDef(game(guoJia), regalia), atMain(B));
    [s] = onField(s, slug);
    s = withCards(s, 3, A, 'memory');
    let c: string;
    [s, c] = addCard(s, A, regalia.slug, 'materialDeck');
    s = passUntil(s, (t) => t.pending?.kind === 'materializePhase');
    s = settle(act(s, A, { type: 'materialize', card: c }));
    expect(objectOf(s, regalia.slug)).toBeDefined();
    expect(quests(s)).toBe(3);
  });

  it(`'${slug}': (ruling) an opponent banishing a card from your memory gives no quest counter`, () => {
    const chill = defineCard({ slug: 'test-chill', name: 'test-chill', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
      { onResolve: [{ op: 'banishRandomFromMemory', whose: 'opponents' }] });
    let s = passUntil(withCards(game(guoJia), 2, A, 'memory'), atMain(B));
    [s] = onField(s, slug);
    s = withDef(s, chill);
    let c: string;
    [s, c] = addCard(s, B, chill.slug);
    const mem = player(s, A).memory.length;
    s = settle(payAll(act(s, B, { type: 'activate', card: c }), B));
    expect(player(s, A).memory.length).toBe(mem - 1);
    expect(quests(s)).toBe(0);
  });

  transformation(slug, 10, 'seiryuu-azure-dragon');
});
