// Assassin and Tamer cards first printed in DOA (and its prelude and starter decks): Zander, Corhazi's Chosen;
// Seed of Nature, Poisoned Dagger, Flute of Taming, Beastbond Paws, Bauble of Mending.
import { describe, expect, it } from 'vitest';
import { dealDamage, defineCard, reserve, target, targetUnit } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef } from '../../../src/cards/vocabulary.js';
import { legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { championLevel, currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { costToPay } from '../../../src/engine/play/costs.js';
import { attackPower } from '../../../src/engine/flow/combat.js';
import { refuse } from '../../engine/helpers.js';
import { objectTarget, place, play as playCard, settle } from '../amb/scenario.js';
import {
  A, B, act, activateFromHand, addCard, asClass, atMain, champion, edit, enable, factsOnly, materialize, newGame, objectsOf, passUntil, payReserve, play, player, toMaterialize, withDef,
} from './support.js';

const bear = scriptedDef('royal-bear'); // a Tamer Beast ally
const human = scriptedDef('kingdom-informant'); // a Human ally

const targetsOffered = (s: GameState): string[] =>
  legalActions(s, A).flatMap((a) => (a.type === 'chooseTarget' && a.target?.kind === 'object' ? [a.target.id] : []));

const useAbility = (s: GameState, object: string, index: number, opts: { mode?: number; targets?: (string | null)[] } = {}): GameState => {
  s = act(s, A, { type: 'activateAbility', object, index });
  if (opts.mode !== undefined) s = act(s, A, { type: 'chooseMode', mode: opts.mode });
  for (const t of opts.targets ?? []) s = act(s, A, { type: 'chooseTarget', target: t === null ? null : objectTarget(t) });
  return settle(payReserve(s, A));
};

describe('zander-corhazis-chosen', () => {
  const zander3 = scriptedDef('zander-corhazis-chosen');
  const zander2 = factsOnly('zander-always-watching');

  it("'zander-corhazis-chosen': On Enter, stealth and spellshroud until the beginning of your next turn, and a preparation counter", () => {
    let [s, card] = toMaterialize(zander3, 3, (t) => edit(withDef(t, zander2), (u) => { u.objects[player(u, A).champion!]!.def = zander2.slug; }));
    s = materialize(s, card);
    const z = () => champion(s, A);
    expect(z().def).toBe(zander3.slug);
    expect(z().counters.preparation).toBe(1);
    expect(hasKeyword(s, z(), 'stealth')).toBe(true);
    expect(hasKeyword(s, z(), 'spellshroud')).toBe(true);
    s = passUntil(s, atMain(B)); // still through the opponent's turn
    expect(hasKeyword(s, z(), 'stealth')).toBe(true);
    expect(hasKeyword(s, z(), 'spellshroud')).toBe(true);
    s = passUntil(s, atMain(A));
    expect(hasKeyword(s, z(), 'stealth')).toBe(false);
    expect(hasKeyword(s, z(), 'spellshroud')).toBe(false);
  });
});

describe('seed-of-nature', () => {
  const seed = scriptedDef('seed-of-nature');

  it("'seed-of-nature': enters rested; On Enter your champion gets +2 level this turn", () => {
    let [s, card] = toMaterialize(seed, 0, (u) => enable(u, A, 'TERA'));
    const before = championLevel(s, A);
    s = materialize(s, card);
    const o = objectsOf(s, seed.slug)[0]!;
    expect(o.rested).toBe(true);
    expect(championLevel(s, A)).toBe(before + 2);
    s = passUntil(s, atMain(B));
    expect(championLevel(s, A)).toBe(before);
  });

  it("'seed-of-nature': [Class Bonus] rest and banish it: your champion gets +2 level this turn", () => {
    let [s, id] = place(asClass(newGame({ first: A }), A, 'tamer'), A, seed);
    const before = championLevel(s, A);
    s = useAbility(s, id, 1);
    expect(s.objects[id]).toBeUndefined();
    expect(championLevel(s, A)).toBe(before + 2);
    let [t, id2] = place(asClass(newGame({ first: A }), A, 'warrior'), A, seed);
    refuse(t, A, { type: 'activateAbility', object: id2, index: 1 });
  });
});

describe('poisoned-dagger', () => {
  const dagger = scriptedDef('poisoned-dagger');
  const zap = { ...defineCard({ slug: 'test-zap', name: 'test-zap', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {}), targets: [targetUnit()], onResolve: [dealDamage(target(0), 2)] };

  function daggerThenZap(cls: 'assassin' | 'warrior'): number {
    let [s, id] = place(asClass(newGame({ first: A }), A, cls), A, dagger);
    const foe = champion(s, B).id;
    s = useAbility(s, id, 0, { targets: [foe] });
    expect(s.objects[id]).toBeUndefined();
    expect(champion(s, B).damage).toBe(1);
    s = playCard(s, A, zap, [objectTarget(foe)]);
    return champion(s, B).damage;
  }

  it("'poisoned-dagger': enters the field rested", () => {
    let [s, card] = toMaterialize(dagger);
    s = materialize(s, card);
    expect(objectsOf(s, dagger.slug)[0]!.rested).toBe(true);
  });

  it("'poisoned-dagger': rest, banish: 1 damage to target unit; [Class Bonus] it takes 1 more from each damage this turn", () => {
    expect(daggerThenZap('assassin')).toBe(1 + 3);
    expect(daggerThenZap('warrior')).toBe(1 + 2);
  });
});

describe('flute-of-taming', () => {
  const flute = scriptedDef('flute-of-taming');

  it("'flute-of-taming': rest: your champion gets +1 level this turn", () => {
    let [s, id] = place(newGame({ first: A }), A, flute);
    const before = championLevel(s, A);
    s = useAbility(s, id, 0);
    expect(championLevel(s, A)).toBe(before + 1);
    expect(s.objects[id]!.rested).toBe(true);
  });

  it("'flute-of-taming': rest: target Animal or Beast ally gets +1 power or +1 life, as you choose", () => {
    for (const mode of [0, 1]) {
      let s = newGame({ first: A });
      let id: string, b: string, h: string;
      [s, id] = place(s, A, flute);
      [s, b] = place(s, B, bear);
      [s, h] = place(s, A, human);
      s = act(act(s, A, { type: 'activateAbility', object: id, index: 1 }), A, { type: 'chooseMode', mode });
      expect(targetsOffered(s)).toEqual([b]);
      expect(targetsOffered(s)).not.toContain(h);
      s = settle(act(s, A, { type: 'chooseTarget', target: objectTarget(b) }));
      const o = s.objects[b]!;
      expect([currentStat(s, o, 'power'), currentStat(s, o, 'life')]).toEqual(mode === 0 ? [bear.power! + 1, bear.life] : [bear.power, bear.life! + 1]);
    }
  });
});

describe('beastbond-paws', () => {
  const paws = scriptedDef('beastbond-paws');

  it("'beastbond-paws': banish it: target Animal or Beast ally you control gets +1 power and true sight this turn", () => {
    let s = newGame({ first: A });
    let id: string, b: string, h: string;
    [s, id] = place(s, A, paws);
    [s, b] = place(s, A, bear);
    [s, h] = place(s, A, human);
    [s] = place(s, B, bear); // not yours
    s = act(s, A, { type: 'activateAbility', object: id, index: 0 });
    expect(targetsOffered(s)).toEqual([b]);
    expect(targetsOffered(s)).not.toContain(h);
    s = settle(act(s, A, { type: 'chooseTarget', target: objectTarget(b) }));
    expect(s.objects[id]).toBeUndefined();
    expect(currentStat(s, s.objects[b]!, 'power')).toBe(bear.power! + 1);
    expect(hasKeyword(s, s.objects[b]!, 'trueSight')).toBe(true);
    s = passUntil(s, atMain(B));
    expect(hasKeyword(s, s.objects[b]!, 'trueSight')).toBe(false);
  });

  it("'beastbond-paws' ruling: it is a regalia item, not a weapon", () => {
    expect(paws.types).toEqual(['ITEM']);
    expect(paws.supertypes).toEqual(['REGALIA']);
  });
});

describe('bauble-of-mending', () => {
  const bauble = scriptedDef('bauble-of-mending');

  function mend(cls: 'tamer' | 'warrior', pick: 'bear' | 'none'): { drew: number; gained: number } {
    let s = asClass(newGame({ first: A }), A, cls);
    let id: string, b: string;
    [s, id] = place(s, A, bauble);
    [s, b] = place(s, A, bear);
    const hand = player(s, A).hand.length;
    const life = currentStat(s, s.objects[b]!, 'life')!;
    s = useAbility(s, id, 0, { targets: [pick === 'bear' ? b : null] });
    expect(s.objects[id]).toBeUndefined();
    return { drew: player(s, A).hand.length - hand, gained: currentStat(s, s.objects[b]!, 'life')! - life };
  }

  it("'bauble-of-mending': banishing it draws one; a Tamer may also give one of their non-Human allies +1 life", () => {
    expect(mend('tamer', 'bear')).toEqual({ drew: 1, gained: 1 });
    expect(mend('warrior', 'bear')).toEqual({ drew: 1, gained: 0 });
    expect(mend('tamer', 'none')).toEqual({ drew: 1, gained: 0 });
  });

  it("'bauble-of-mending': a Human ally is not a legal target", () => {
    let s = newGame({ first: A });
    let id: string, h: string;
    [s, id] = place(s, A, bauble);
    [s, h] = place(s, A, human);
    s = act(s, A, { type: 'activateAbility', object: id, index: 0 });
    expect(targetsOffered(s)).not.toContain(h);
  });
});

describe('horn-of-beastcalling', () => {
  const horn = scriptedDef('horn-of-beastcalling');

  function blow(cls: 'tamer' | 'warrior'): { s: GameState; drew: number } {
    let [s, id] = place(asClass(newGame({ first: A }), A, cls), A, horn);
    const hand = player(s, A).hand.length;
    s = useAbility(s, id, 0);
    expect(s.objects[id]).toBeUndefined();
    return { s, drew: player(s, A).hand.length - hand };
  }

  it("'horn-of-beastcalling': banishing it makes the following Beast ally 3 cheaper; a Tamer also draws one", () => {
    const { s, drew } = blow('tamer');
    expect(drew).toBe(1);
    expect(costToPay(s, A, bear, 0, 'activate')).toBe(bear.cost.kind === 'reserve' ? Number(bear.cost.value) - 3 : -1);
    expect(costToPay(s, A, human, 0, 'activate')).toBe(Number(human.cost.kind === 'reserve' ? human.cost.value : -1)); // not a Beast
    let t: GameState;
    [t] = activateFromHand(s, A, bear);
    t = passUntil(t, (x) => x.stack.length === 0 && !x.pending);
    expect(costToPay(t, A, bear, 0, 'activate')).toBe(4); // used up by the first Beast
    expect(blow('warrior').drew).toBe(0);
  });

  it("'horn-of-beastcalling' ruling: only activated Beast ally cards cost less, not materialized ones", () => {
    const { s } = blow('tamer');
    const materialBeast = { ...bear, slug: 'test-material-beast', cost: { kind: 'memory' as const, value: 4 } };
    expect(costToPay(s, A, materialBeast, 0, 'materialize')).toBe(4);
  });

  it("'horn-of-beastcalling' ruling: a Beast ally card whose default cost is memory, activated, costs 3 less memory", () => {
    const { s } = blow('tamer');
    const materialBeast = { ...bear, slug: 'test-material-beast', cost: { kind: 'memory' as const, value: 4 } };
    expect(costToPay(s, A, materialBeast, 0, 'activate')).toBe(1);
  });
});

describe('orb-of-choking-fumes', () => {
  const orb = scriptedDef('orb-of-choking-fumes');

  function crush(cls: 'assassin' | 'warrior'): { s: GameState; drew: number } {
    let [s, id] = place(asClass(newGame({ first: A }), A, cls), A, orb);
    const hand = player(s, A).hand.length;
    s = useAbility(s, id, 0);
    expect(s.objects[id]).toBeUndefined();
    return { s, drew: player(s, A).hand.length - hand };
  }

  it("'orb-of-choking-fumes': banish it: cards your opponents activate this turn cost 1 more; [Class Bonus] draw a card", () => {
    const { s, drew } = crush('assassin');
    expect(drew).toBe(1);
    expect(costToPay(s, B, bear, 0, 'activate')).toBe(5);
    expect(costToPay(s, B, human, 0, 'activate')).toBe(3);
    expect(costToPay(s, A, bear, 0, 'activate')).toBe(4); // not yours
    expect(costToPay(passUntil(s, atMain(B)), B, bear, 0, 'activate')).toBe(4); // this turn only
    expect(crush('warrior').drew).toBe(0);
  });

  it("'orb-of-choking-fumes' ruling: materializing costs no more; a memory-cost card activated costs 1 more memory", () => {
    const { s } = crush('assassin');
    const regalia = { ...bear, slug: 'test-material-beast', cost: { kind: 'memory' as const, value: 2 } };
    expect(costToPay(s, B, regalia, 0, 'materialize')).toBe(2);
    expect(costToPay(s, B, regalia, 0, 'activate')).toBe(3);
  });
});

describe('zander-always-watching', () => {
  const watching = scriptedDef('zander-always-watching');
  const zander3 = scriptedDef('zander-corhazis-chosen');
  const sword = { ...defineCard({ slug: 'test-sword', name: 'test-sword', types: ['WEAPON'], element: 'NORM', cost: reserve(0), power: 2, durability: 3 }, {}) };
  const axe = { ...sword, slug: 'test-cleaver', name: 'test-cleaver', keywords: ['cleave' as const] };
  const ally = defineCard({ slug: 'test-footman', name: 'test-footman', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 4 }, {});

  /** Alice (second turn) attacks with her champion and a weapon; Bob's allies are rested or not; the attack's power. */
  function attackPowerAgainst(restedAllies: boolean[], opts: { top?: 'watching' | 'lineage'; weapon?: typeof sword } = {}): number {
    let s = passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A));
    s = withDef(withDef(s, watching), zander3);
    let lineageCard: string;
    [s, lineageCard] = addCard(s, A, watching.slug, 'banishment');
    s = edit(s, (t) => {
      const p = player(t, A);
      const champ = t.objects[p.champion!]!;
      if (opts.top === 'lineage') {
        p.banishment = p.banishment.filter((c) => c !== lineageCard);
        champ.lineage = [...champ.lineage, lineageCard];
        champ.def = zander3.slug;
      } else champ.def = watching.slug;
    });
    const allies: string[] = [];
    for (const rested of restedAllies) {
      let id: string;
      [s, id] = place(s, B, ally, { rested });
      allies.push(id);
    }
    let w: string;
    [s, w] = place(s, A, opts.weapon ?? sword);
    s = act(s, A, { type: 'attack', attacker: champion(s, A).id });
    s = act(s, A, { type: 'chooseWeapon', weapon: w });
    // Cleave: the attack is declared at a player and targets everything that player controls.
    s = opts.weapon === axe ? act(s, A, { type: 'chooseAttackPlayer', player: B }) : act(s, A, { type: 'chooseAttackTarget', target: allies[0]! });
    return attackPower(s);
  }

  it("'zander-always-watching': Inherited Effect: attacking a rested unit, Zander's attack gets +1 power", () => {
    expect(attackPowerAgainst([true])).toBe(3);
    expect(attackPowerAgainst([false])).toBe(2);
    expect(attackPowerAgainst([true], { top: 'lineage' })).toBe(3); // from the inner lineage too
    expect(attackPowerAgainst([false], { top: 'lineage' })).toBe(2);
  });

  it("'zander-always-watching' ruling: a Cleave attack on several rested units gets +1 power, not +1 for each", () => {
    expect(attackPowerAgainst([true, true, true], { weapon: axe })).toBe(3);
  });
});

describe('silvie-loved-by-all', () => {
  const silvie = scriptedDef('silvie-loved-by-all');
  const both = defineCard({ slug: 'test-chimera', name: 'test-chimera', types: ['ALLY'], subtypes: ['ANIMAL', 'BEAST'], element: 'NORM', cost: reserve(1), power: 1, life: 2 }, {});
  const animal = defineCard({ slug: 'test-wolf', name: 'test-wolf', types: ['ALLY'], subtypes: ['ANIMAL'], element: 'NORM', cost: reserve(1), power: 1, life: 2 }, {});
  const beast = defineCard({ slug: 'test-drake', name: 'test-drake', types: ['ALLY'], subtypes: ['BEAST'], element: 'NORM', cost: reserve(1), power: 1, life: 3 }, {});
  const man = defineCard({ slug: 'test-man', name: 'test-man', types: ['ALLY'], subtypes: ['HUMAN'], element: 'NORM', cost: reserve(1), power: 1, life: 2 }, {});

  it("'silvie-loved-by-all': her own Animals and Beasts have +1 life and intercept", () => {
    let s = edit(withDef(newGame({ first: A }), silvie), (t) => { t.objects[player(t, A).champion!]!.def = silvie.slug; });
    let b: string, a: string, c: string, h: string, theirs: string;
    [s, b] = place(s, A, beast);
    [s, a] = place(s, A, animal);
    [s, c] = place(s, A, both);
    [s, h] = place(s, A, man);
    [s, theirs] = place(s, B, beast);
    const life = (id: string) => currentStat(s, s.objects[id]!, 'life');
    expect([life(b), life(a), life(c), life(h), life(theirs)]).toEqual([beast.life! + 1, animal.life! + 1, both.life! + 1, man.life, beast.life]);
    expect([b, a, c, h, theirs].map((id) => hasKeyword(s, s.objects[id]!, 'intercept'))).toEqual([true, true, true, false, false]);
  });
});

describe('silvie-earths-tune', () => {
  const tune = scriptedDef('silvie-earths-tune');
  const pack = factsOnly('silvie-with-the-pack');

  it("'silvie-earths-tune': On Enter, reveal until a tera Animal or Beast ally card: it goes to hand, the rest to the bottom", () => {
    let [s, card] = toMaterialize(tune, 3, (t) => edit(withDef(t, pack), (u) => { u.objects[player(u, A).champion!]!.def = pack.slug; }));
    const songbird = factsOnly('gaias-songbird'); // a tera element ally of the right kind
    let found: string;
    [s, found] = addCard(withDef(s, songbird), A, songbird.slug, 'mainDeck');
    s = withDef(s, bear);
    const misses: string[] = [];
    for (let i = 0; i < 3; i++) {
      let m: string;
      [s, m] = addCard(s, A, bear.slug, 'mainDeck'); // a Beast ally, but not tera
      misses.push(m);
    }
    const deckSize = player(s, A).mainDeck.length;
    s = materialize(s, card);
    const p = player(s, A);
    expect(p.hand).toContain(found);
    expect(p.mainDeck).toHaveLength(deckSize - 1);
    expect(p.mainDeck.slice(-3).sort()).toEqual([...misses].sort());
  });
});

describe('silvie-wilds-whisperer', () => {
  const whisperer = scriptedDef('silvie-wilds-whisperer');
  const buffsOf = (s: GameState, card: string) => Object.values(s.objects).find((o) => o.card === card)?.counters.buff ?? 0;

  it("'silvie-wilds-whisperer': as she arrives, her following Animal or Beast ally activated this turn gets one more buff counter", () => {
    let [s, card] = toMaterialize(whisperer, 1);
    s = materialize(s, card);
    expect(champion(s, A).def).toBe(whisperer.slug);
    s = passUntil(s, (t) => t.phase === 'main' && !t.pending && t.stack.length === 0 && t.opportunity !== null && t.players[t.opportunity.player]!.id === A);
    for (let i = 0; i < 12; i++) [s] = addCard(s, A, 'smoke-out');
    let h: string, b1: string, b2: string;
    [s, h] = play(s, A, human); // a Human: not of the kind, the bonus waits
    [s, b1] = play(s, A, bear);
    [s, b2] = play(s, A, bear);
    expect([buffsOf(s, h), buffsOf(s, b1), buffsOf(s, b2)]).toEqual([0, 1, 0]);
  });
});

describe('poisoned-coating-oil', () => {
  it("'poisoned-coating-oil': banish it: target ally you control with stealth gets +2 power this turn", () => {
    const sneak = { ...defineCard({ slug: 'test-sneak', name: 'test-sneak', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {}), keywords: ['stealth' as const] };
    const plain = defineCard({ slug: 'test-plain-ally', name: 'test-plain-ally', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 1, life: 1 }, {});
    let s = newGame({ first: A });
    let id: string, sn: string, pl: string, theirs: string;
    [s, id] = place(s, A, scriptedDef('poisoned-coating-oil'));
    [s, sn] = place(s, A, sneak);
    [s, pl] = place(s, A, plain);
    [s, theirs] = place(s, B, sneak);
    s = act(s, A, { type: 'activateAbility', object: id, index: 0 });
    expect(targetsOffered(s)).toEqual([sn]);
    expect(targetsOffered(s)).not.toContain(pl);
    expect(targetsOffered(s)).not.toContain(theirs);
    s = settle(act(s, A, { type: 'chooseTarget', target: objectTarget(sn) }));
    expect(currentStat(s, s.objects[sn]!, 'power')).toBe(3);
    expect(s.objects[id]).toBeUndefined();
  });
});

describe('carnwennan-shrouded-edge', () => {
  const carnwennan = scriptedDef('carnwennan-shrouded-edge');
  const guard = defineCard({ slug: 'test-guard', name: 'test-guard', types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 2, life: 9 }, {});

  /** Alice attacks Bob's awake ally with Carnwennan; could Bob retaliate? */
  function retaliationOffered(cls: 'assassin' | 'warrior'): boolean {
    let s = asClass(passUntil(passUntil(newGame({ first: A }), atMain(B)), atMain(A)), A, cls);
    let w: string, g: string;
    [s, w] = place(s, A, carnwennan);
    [s, g] = place(s, B, guard);
    s = act(s, A, { type: 'attack', attacker: champion(s, A).id });
    s = act(s, A, { type: 'chooseWeapon', weapon: w });
    s = act(s, A, { type: 'chooseAttackTarget', target: g });
    for (let i = 0; i < 40 && s.combat; i++) {
      const who = s.pending?.player ?? (s.opportunity ? s.players[s.opportunity.player]!.id : null);
      if (!who) break;
      const legal = legalActions(s, who);
      if (legal.some((a) => a.type === 'retaliate' && a.unit !== null)) return true;
      s = act(s, who, legal.find((a) => a.type === 'pass' || (a.type === 'retaliate' && a.unit === null) || a.type === 'orderTrigger')!);
    }
    return false;
  }

  it("'carnwennan-shrouded-edge': [Class Bonus] attacks using it can't be retaliated", () => {
    expect(retaliationOffered('assassin')).toBe(false);
    expect(retaliationOffered('warrior')).toBe(true);
  });
});

describe('blinding-orb', () => {
  const orb = scriptedDef('blinding-orb');

  function blind(cls: 'assassin' | 'warrior', bobHand?: number): { s: GameState; drew: number; moved: string[] } {
    let [s, id] = place(asClass(newGame({ first: A }), A, cls), A, orb);
    if (bobHand !== undefined) s = edit(s, (t) => { const p = player(t, B); p.mainDeck = [...p.hand.slice(bobHand), ...p.mainDeck]; p.hand = p.hand.slice(0, bobHand); });
    const hand = player(s, A).hand.length;
    const bobBefore = [...player(s, B).hand];
    s = act(s, A, { type: 'activateAbility', object: id, index: 0 });
    s = passUntil(s, (t) => t.pending?.kind === 'moveFromHand' || (t.stack.length === 0 && !t.pending));
    const moved: string[] = [];
    while (s.pending?.kind === 'moveFromHand') {
      expect(s.pending.player).toBe(B);
      const pick = legalActions(s, B).find((a) => a.type === 'chooseCard') as { type: 'chooseCard'; card: string };
      moved.push(pick.card);
      s = act(s, B, pick);
    }
    s = passUntil(s, (t) => t.stack.length === 0 && !t.pending);
    expect(player(s, B).hand.length).toBe(bobBefore.length - moved.length);
    for (const c of moved) expect(player(s, B).memory).toContain(c);
    expect(s.log.some((l) => moved.some((c) => l.text.includes(s.defs[s.cards[c]!.def]!.name) && l.text.includes('memory')))).toBe(false);
    return { s, drew: player(s, A).hand.length - hand, moved };
  }

  it("'blinding-orb': banishing it makes each opponent put two cards of their choice from hand into memory; an Assassin also draws one", () => {
    const a = blind('assassin');
    expect(a.moved).toHaveLength(2);
    expect(a.drew).toBe(1);
    expect(blind('warrior').drew).toBe(0);
    expect(blind('assassin', 1).moved).toHaveLength(1); // only one card in hand
  });
});

describe('zander-blinding-steel', () => {
  const steel = scriptedDef('zander-blinding-steel');
  const gleam = defineCard({ slug: 'test-gleam', name: 'test-gleam', types: ['ACTION'], element: 'LUXEM', cost: reserve(1) }, {});
  const dull = defineCard({ slug: 'test-dull', name: 'test-dull', types: ['ACTION'], element: 'NORM', cost: reserve(1) }, {});

  /** Zander, Blinding Steel is Alice's champion; her memory holds these cards as her recollection phase begins. */
  function recollect(memory: CardDef[], accept: boolean): { s: GameState; moved: number; bobHand: number } {
    let s = passUntil(newGame({ first: A }), atMain(B));
    s = withDef(withDef(withDef(s, steel), gleam), dull);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.def = steel.slug; player(t, A).memory = []; });
    for (const d of memory) [s] = addCard(s, A, d.slug, 'memory');
    const bobHand = player(s, B).hand.length;
    s = passUntil(s, (t) => t.pending?.kind === 'may' && t.pending.player === A);
    s = act(s, A, { type: 'mayAnswer', accept });
    let moved = 0;
    while (s.pending?.kind === 'moveFromHand') {
      expect(s.pending.player).toBe(B);
      s = act(s, B, legalActions(s, B).find((a) => a.type === 'chooseCard')!);
      moved++;
    }
    return { s, moved, bobHand };
  }

  it("'zander-blinding-steel': as your recollection phase begins you may reveal your memory; each opponent puts a card from hand into memory per luxem card shown", () => {
    const shown = recollect([gleam, gleam, dull], true);
    expect(shown.moved).toBe(2);
    expect(shown.s.log.some((l) => l.text.includes('reveals their memory') && l.text.includes('test-gleam'))).toBe(true);
    expect(recollect([gleam, gleam, dull], false).moved).toBe(0);
    expect(recollect([dull], true).moved).toBe(0);
  });
});
