// RDO helper 2: LV-scaled effects, counted amounts, statics over every ally, Memorite Obeliths, and triggered domains.
import { describe, expect, it } from 'vitest';
import { defineCard, memory, reserve } from '../../../src/cards/define.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import type { CardDef, Element } from '../../../src/cards/vocabulary.js';
import { actingPlayers, legalActions } from '../../../src/engine/index.js';
import type { GameState } from '../../../src/engine/index.js';
import { cardHasKeyword, currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { attackPower } from '../../../src/engine/flow/combat.js';
import { A, B, act, addCard, champion, edit, passUntil, payReserve, player, withDef } from '../../engine/helpers.js';
import { activate, asChampion, objectTarget, place, play, playerTarget, settle } from '../amb/scenario.js';
import { atMain, mainPhaseOf } from '../doa/support.js';
import { fill, paid } from '../doa/round2-helpers.js';

const ally = (slug: string, power = 2, life = 6, subtypes: string[] = ['HUMAN']) =>
  defineCard({ slug, name: slug, types: ['ALLY'], subtypes, element: 'NORM', cost: reserve(2), power, life }, {});
const bolt = (n: number) => defineCard({ slug: `t-bolt-${n}`, name: 'T Bolt', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true },
  { targets: [{ kind: 'unit' }], onResolve: [{ op: 'dealDamage', to: { ref: 'target', index: 0 }, amount: n }] });
const el = (s: GameState, elements: Element[], cls = 'CLERIC', level = 1) => asChampion(s, A, { classes: [cls], elements, level });
const withHand = (s: GameState, defs: CardDef[]) => {
  s = edit(s, (t) => { player(t, A).hand = []; });
  for (const d of defs) [s] = addCard(withDef(s, d), A, d.slug);
  return s;
};
/** Alice's champion becomes an invented champion of this Name (for a Name Bonus), with these elements and class. */
const named = (s: GameState, name: string, elements: Element[], cls: string) => {
  const d = defineCard({ slug: `t-champ-${name.toLowerCase().replace(/ /g, '-')}`, name: `${name}, Test`, types: ['CHAMPION'], classes: [cls], subtypes: [cls], element: elements, cost: memory(1), level: 1, life: 40 }, {});
  return edit(withDef(s, d), (t) => { t.objects[player(t, A).champion!]!.def = d.slug; });
};
const glimpsed = (s: GameState) => (s.pending?.kind === 'glimpse' ? s.pending.cards.length : 0);

describe('nascent-barrier', () => {
  it("'nascent-barrier': [Class Bonus] prevents the next 1+LV damage to your champion; [Level 3+] glimpse 3", () => {
    const run = (cls: string, level: number) => {
      let s = fill(el(mainPhaseOf(A), ['NORM'], cls, level), A, 2);
      [s] = activate(s, A, scriptedDef('nascent-barrier'));
      s = passUntil(s, (t) => t.stack.length === 0 || t.pending?.kind === 'glimpse');
      const g = glimpsed(s);
      s = settle(s);
      s = play(s, A, bolt(9), [objectTarget(champion(s, A).id)]);
      return [champion(s, A).damage, g];
    };
    expect(run('CLERIC', 2)).toEqual([6, 0]);
    expect(run('CLERIC', 3)).toEqual([5, 3]);
    expect(run('MAGE', 3)).toEqual([9, 3]);
  });
});

describe('scry-the-skies', () => {
  it("'scry-the-skies': glimpse LV, then draw a card into memory", () => {
    const run = (level: number) => {
      let s = fill(el(mainPhaseOf(A), ['NORM'], 'MAGE', level), A, 1);
      const m = player(s, A).memory.length;
      [s] = activate(s, A, scriptedDef('scry-the-skies'));
      s = passUntil(s, (t) => t.stack.length === 0 || t.pending?.kind === 'glimpse');
      const g = glimpsed(s);
      s = settle(s);
      return [g, player(s, A).memory.length - m];
    };
    expect(run(2)).toEqual([2, 2]);
    expect(run(4)).toEqual([4, 2]);
  });
});

describe('petalfall-embrace', () => {
  it("'petalfall-embrace': each player recovers 8+LV", () => {
    let s = fill(el(mainPhaseOf(A), ['TERA'], 'CLERIC', 3), A, 2);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 20; t.objects[player(t, B).champion!]!.damage = 10; });
    s = play(s, A, scriptedDef('petalfall-embrace'));
    expect([champion(s, A).damage, champion(s, B).damage]).toEqual([9, 0]);
  });
});

describe('memorite-obelith', () => {
  it("'memorite-obelith': +1/+1 for each sheen counter on it, counting at most five", () => {
    const stats = (sheen: number) => {
      const [s, id] = place(mainPhaseOf(A), A, scriptedDef('memorite-obelith'), { counters: { sheen } });
      return [currentStat(s, s.objects[id]!, 'power'), currentStat(s, s.objects[id]!, 'life')];
    };
    expect(stats(0)).toEqual([0, 1]);
    expect(stats(3)).toEqual([3, 4]);
    expect(stats(7)).toEqual([5, 6]);
  });

  it("'memorite-obelith': On Leave, as many sheen counters onto your Fractured Memories as it had", () => {
    let s = edit(withDef(mainPhaseOf(A), scriptedDef('fractured-memories')), (t) => {
      t.masteries = { ...(t.masteries ?? {}), [A]: { def: 'fractured-memories', counters: { sheen: 1 } } };
    });
    let id: string;
    [s, id] = place(s, A, scriptedDef('memorite-obelith'), { counters: { sheen: 7 } });
    s = play(s, A, bolt(9), [objectTarget(id)]);
    expect(s.field).not.toContain(id);
    expect(s.masteries?.[A]?.counters.sheen).toBe(8);
  });
});

describe('silvergale-obeliths-call', () => {
  it("'silvergale-obeliths-call': summons a Memorite Obelith token with a sheen counter", () => {
    let s = withDef(fill(el(mainPhaseOf(A), ['WIND'], 'ASSASSIN'), A, 2), scriptedDef('memorite-obelith'));
    s = play(s, A, scriptedDef('silvergale-obeliths-call'));
    const o = Object.values(s.objects).find((x) => x.def === 'memorite-obelith')!;
    expect([o.card, o.counters.sheen, currentStat(s, o, 'power'), currentStat(s, o, 'life')]).toEqual([null, 1, 1, 2]);
  });
});

describe('miasmic-fog', () => {
  it("'miasmic-fog': every ally, yours and theirs, gets -1 life; champions don't", () => {
    let s = mainPhaseOf(A);
    let mine: string, foe: string;
    [s, mine] = place(s, A, ally('t-mine'));
    [s, foe] = place(s, B, ally('t-foe'));
    const champLife = currentStat(s, champion(s, B), 'life');
    [s] = place(s, A, scriptedDef('miasmic-fog'));
    expect([currentStat(s, s.objects[mine]!, 'life'), currentStat(s, s.objects[foe]!, 'life')]).toEqual([5, 5]);
    expect(currentStat(s, champion(s, B), 'life')).toBe(champLife);
  });
});

describe('reverent-seraphim', () => {
  it("'reverent-seraphim': imbued by two advanced element cards, every other ally gets -1 power", () => {
    const run = (element: Element) => {
      let s = el(mainPhaseOf(A), ['UMBRA']);
      let mine: string, foe: string;
      [s, mine] = place(s, A, ally('t-mine'));
      [s, foe] = place(s, B, ally('t-foe'));
      s = withHand(s, [1, 2, 3].map((i) => defineCard({ slug: `t-pay-${element}-${i}`, name: 'p', types: ['ACTION'], element: i === 3 ? 'NORM' : element, cost: reserve(1) }, {})));
      s = play(s, A, scriptedDef('reverent-seraphim'));
      const r = Object.values(s.objects).find((x) => x.def === 'reverent-seraphim')!;
      return [currentStat(s, s.objects[mine]!, 'power'), currentStat(s, s.objects[foe]!, 'power'), currentStat(s, r, 'power')];
    };
    expect(run('ASTRA')).toEqual([1, 1, 0]);
    expect(run('NORM')).toEqual([2, 2, 0]);
  });
});

describe('mob-vantage', () => {
  it("'mob-vantage': your champion becomes distant and you draw into memory; [Class Bonus] 2 less while an opponent controls three or more units", () => {
    const cost = (allies: number, cls = 'RANGER') => {
      let s = fill(el(mainPhaseOf(A), ['NORM'], cls), A, 4);
      for (let i = 0; i < allies; i++) [s] = place(s, B, ally(`t-foe-${i}`));
      return paid(s, A, scriptedDef('mob-vantage'));
    };
    expect(cost(2)).toBe(1); // champion + 2 allies: 3 units
    expect(cost(1)).toBe(3);
    expect(cost(2, 'MAGE')).toBe(3);
    let s = fill(mainPhaseOf(A), A, 4);
    const m = player(s, A).memory.length;
    s = play(s, A, scriptedDef('mob-vantage'));
    expect(champion(s, A).distant).toBe(true);
    expect(player(s, A).memory.length).toBe(m + 3 + 1);
  });
});

describe('sinister-composure', () => {
  it("'sinister-composure': draw, a preparation counter; [Tristan Bonus] three more if you have agility", () => {
    const run = (asTristan: boolean, agility: boolean) => {
      let s = fill(el(mainPhaseOf(A), ['UMBRA'], 'ASSASSIN'), A, 2);
      if (asTristan) s = named(s, 'Tristan', ['UMBRA'], 'ASSASSIN');
      if (agility) s = edit(s, (t) => { t.agility = [{ player: A, amount: 3, def: 'speed-potion' }]; });
      const h = player(s, A).hand.length;
      s = play(s, A, scriptedDef('sinister-composure'));
      return [player(s, A).hand.length - h, champion(s, A).counters.preparation ?? 0];
    };
    expect(run(true, true)).toEqual([-2 + 1, 4]);
    expect(run(true, false)).toEqual([-1, 1]);
    expect(run(false, true)).toEqual([-1, 1]);
  });
});

describe('navigate-the-streets', () => {
  it("'navigate-the-streets': glimpse 1 plus the domains you control; Floating Memory", () => {
    const run = (domains: number) => {
      let s = fill(mainPhaseOf(A), A, 1);
      for (let i = 0; i < domains; i++) [s] = place(s, A, defineCard({ slug: `t-dom-${i}`, name: 'd', types: ['DOMAIN'], element: 'NORM', cost: reserve(1) }, {}));
      [s] = activate(s, A, scriptedDef('navigate-the-streets'));
      s = passUntil(s, (t) => t.pending?.kind === 'glimpse');
      return glimpsed(s);
    };
    expect(run(0)).toBe(1);
    expect(run(2)).toBe(3);
    expect(scriptedDef('navigate-the-streets').keywords).toContain('floatingMemory');
  });
});

describe('parcenet-royal-maid', () => {
  it("'parcenet-royal-maid': [Level 2+] stealth", () => {
    const stealth = (level: number) => {
      const [s, id] = place(el(mainPhaseOf(A), ['WIND'], 'ASSASSIN', level), A, scriptedDef('parcenet-royal-maid'));
      return hasKeyword(s, s.objects[id]!, 'stealth');
    };
    expect(stealth(2)).toBe(true);
    expect(stealth(1)).toBe(false);
  });

  it("'parcenet-royal-maid': rest: glimpse 1, reveal the top card; a wind card lets another ally you control gain stealth", () => {
    const run = (element: Element) => {
      const top = defineCard({ slug: `t-top-${element}`, name: 't', types: ['ACTION'], element, cost: reserve(1) }, {});
      let s = withDef(mainPhaseOf(A), top);
      let p: string, mine: string;
      [s, p] = place(s, A, scriptedDef('parcenet-royal-maid'));
      [s, mine] = place(s, A, ally('t-mine'));
      [s] = addCard(s, A, top.slug, 'mainDeck');
      s = act(s, A, { type: 'activateAbility', object: p, index: 1 });
      s = settle(s, { targets: [objectTarget(mine)] });
      return hasKeyword(s, s.objects[mine]!, 'stealth');
    };
    expect(run('WIND')).toBe(true);
    expect(run('FIRE')).toBe(false);
  });
});

describe('pearled-prayer', () => {
  it("'pearled-prayer': draw into memory; recover 7 if activated in your main phase, else 4", () => {
    let s = fill(el(mainPhaseOf(A), ['EXALTED', 'WATER']), A, 2);
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.damage = 10; });
    const m = player(s, A).memory.length;
    s = play(s, A, scriptedDef('pearled-prayer'));
    expect(champion(s, A).damage).toBe(3);
    expect(player(s, A).memory.length).toBe(m + 3);
    // On Bob's turn (a fast Spell): recover 4.
    let t = fill(el(mainPhaseOf(B), ['EXALTED', 'WATER']), A, 2);
    t = edit(t, (x) => { x.objects[player(x, A).champion!]!.damage = 10; });
    const def = scriptedDef('pearled-prayer');
    let c: string;
    [t, c] = addCard(withDef(t, def), A, def.slug);
    while (actingPlayers(t)[0] !== A) t = act(t, actingPlayers(t)[0]!, { type: 'pass' });
    t = settle(payReserve(act(t, A, { type: 'activate', card: c }), A));
    expect(champion(t, A).damage).toBe(6);
  });
});

describe('perishing-florets', () => {
  it("'perishing-florets': On Enter destroys a cheap non-champion object (reserve up to 3, or memory 0)", () => {
    let s = fill(el(mainPhaseOf(A), ['TERA']), A, 2);
    let cheap: string, dear: string;
    [s, cheap] = place(s, B, ally('t-cheap'));
    [s, dear] = place(s, B, defineCard({ slug: 't-dear', name: 'd', types: ['ALLY'], element: 'NORM', cost: reserve(4), power: 1, life: 1 }, {}));
    s = play(s, A, scriptedDef('perishing-florets'), [], { triggerTargets: [objectTarget(cheap)] });
    expect([s.field.includes(cheap), s.field.includes(dear)]).toEqual([false, true]);
  });

  it("'perishing-florets': with Diao Chan, each recollection phase of yours lets an opponent you target summon a Flowerbud", () => {
    let s = named(withDef(mainPhaseOf(A), scriptedDef('flowerbud')), 'Diao Chan', ['TERA'], 'CLERIC');
    [s] = place(s, A, scriptedDef('perishing-florets'));
    s = passUntil(s, atMain(B));
    s = passUntil(s, (t) => t.pending?.kind === 'triggerTargets');
    s = settle(act(s, A, { type: 'chooseTarget', target: playerTarget(B) }));
    const bud = Object.values(s.objects).find((o) => o.def === 'flowerbud');
    expect(bud?.controller).toBe(B);
  });
});

describe('rapid-deployment-nexus', () => {
  it("'rapid-deployment-nexus': [Class Bonus] rest it and remove three durability counters: wake up another target domain", () => {
    const dom = defineCard({ slug: 't-domain', name: 'd', types: ['DOMAIN'], element: 'NORM', cost: reserve(1) }, {});
    let s = el(mainPhaseOf(A), ['NEOS'], 'GUARDIAN');
    let n: string, d: string;
    [s, n] = place(s, A, scriptedDef('rapid-deployment-nexus'), { counters: { durability: 5 } });
    [s, d] = place(s, A, dom, { rested: true });
    expect(legalActions(el(s, ['NEOS'], 'MAGE'), A)).not.toContainEqual({ type: 'activateAbility', object: n, index: 0 });
    s = act(s, A, { type: 'activateAbility', object: n, index: 0 });
    s = settle(act(s, A, { type: 'chooseTarget', target: objectTarget(d) }));
    expect([s.objects[d]!.rested, s.objects[n]!.rested, s.objects[n]!.counters.durability]).toEqual([false, true, 2]);
  });
});

describe('razorgale-calling', () => {
  it("'razorgale-calling': whenever you activate a wind card, 1 damage to a target champion; [Class Bonus] 2 less", () => {
    const wind = defineCard({ slug: 't-wind', name: 'w', types: ['ACTION'], element: 'WIND', cost: reserve(0), speed: true }, {});
    const fire = defineCard({ slug: 't-fire', name: 'f', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {});
    let s = el(mainPhaseOf(A), ['WIND']);
    [s] = place(s, A, scriptedDef('razorgale-calling'));
    s = play(s, A, wind, [], { triggerTargets: [objectTarget(champion(s, B).id)] });
    expect(champion(s, B).damage).toBe(1);
    s = play(s, A, fire);
    expect(champion(s, B).damage).toBe(1);
    const cost = (cls: string) => paid(fill(el(mainPhaseOf(A), ['WIND'], cls), A, 5), A, scriptedDef('razorgale-calling'));
    expect([cost('CLERIC'), cost('MAGE')]).toEqual([2, 4]);
  });
});

describe('refracting-missile', () => {
  it("'refracting-missile': damage equal to your Fractal objects plus 1; Floating Memory", () => {
    const run = (fractals: number) => {
      let s = fill(el(mainPhaseOf(A), ['WATER'], 'MAGE'), A, 3);
      for (let i = 0; i < fractals; i++) [s] = place(s, A, defineCard({ slug: `t-fractal-${i}`, name: 'f', types: ['ITEM'], subtypes: ['FRACTAL'], element: 'NORM', cost: reserve(1) }, {}));
      let foe: string;
      [s, foe] = place(s, B, ally('t-foe', 1, 9));
      s = play(s, A, scriptedDef('refracting-missile'), [objectTarget(foe)]);
      return s.objects[foe]!.damage;
    };
    expect([run(0), run(2)]).toEqual([1, 3]);
    expect(scriptedDef('refracting-missile').keywords).toContain('floatingMemory');
  });
});

describe('shilowen-peaceful-beginnings', () => {
  it("'shilowen-peaceful-beginnings': whenever an ally enters, you may remove two durability counters to put a bulwark counter on it", () => {
    let s = fill(mainPhaseOf(A), A, 4);
    let sh: string;
    [s, sh] = place(s, A, scriptedDef('shilowen-peaceful-beginnings'), { counters: { durability: 3 } });
    s = play(s, A, ally('t-new'), [], { accept: true });
    const a = Object.values(s.objects).find((o) => o.def === 't-new')!;
    expect([a.counters.bulwark, s.objects[sh]!.counters.durability]).toEqual([1, 1]);
    s = play(s, A, ally('t-new2'), [], { accept: true }); // only one durability counter left
    expect(Object.values(s.objects).find((o) => o.def === 't-new2')!.counters.bulwark ?? 0).toBe(0);
  });

  it("'shilowen-peaceful-beginnings': declining keeps the counters", () => {
    let s = fill(mainPhaseOf(A), A, 4);
    let sh: string;
    [s, sh] = place(s, A, scriptedDef('shilowen-peaceful-beginnings'), { counters: { durability: 3 } });
    s = play(s, A, ally('t-new'), [], { accept: false });
    expect(s.objects[sh]!.counters.durability).toBe(3);
  });
});

describe('scorching-knowledge', () => {
  it("'scorching-knowledge': Empower 3; [Rai Bonus] removing an enlighten counter Empowers 3 more", () => {
    const empowerOf = (s: GameState) => (s.empower ?? []).filter((e) => e.player === A).reduce((n, e) => n + e.amount, 0);
    const run = (asRai: boolean, accept: boolean) => {
      let s = fill(el(mainPhaseOf(A), ['FIRE'], 'MAGE'), A, 1);
      if (asRai) s = named(s, 'Rai', ['FIRE'], 'MAGE');
      s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.enlighten = 1; });
      s = play(s, A, scriptedDef('scorching-knowledge'), [], { accept });
      return [empowerOf(s), champion(s, A).counters.enlighten ?? 0];
    };
    expect(run(true, true)).toEqual([6, 0]);
    expect(run(true, false)).toEqual([3, 1]);
    expect(run(false, true)).toEqual([3, 1]);
  });
});

describe('twingale-parry', () => {
  it("'twingale-parry': prevents the next 2 combat damage to a target unit; Ephemerate (2) only for a Warrior controlling a Sword weapon", () => {
    const def = scriptedDef('twingale-parry');
    const sword = defineCard({ slug: 't-sword', name: 's', types: ['WEAPON'], subtypes: ['SWORD'], element: 'NORM', cost: memory(0), power: 1, durability: 2 }, {});
    const s = el(mainPhaseOf(A), ['WIND'], 'WARRIOR');
    expect(cardHasKeyword(s, A, def, 'ephemerate')).toBe(false);
    const [withSword] = place(s, A, sword);
    expect(cardHasKeyword(withSword, A, def, 'ephemerate')).toBe(true);
    expect(cardHasKeyword(el(withSword, ['WIND'], 'MAGE'), A, def, 'ephemerate')).toBe(false);
    expect(def.onResolve).toEqual([{ op: 'preventDamage', subject: { ref: 'target', index: 0 }, prevention: { kind: 'shield', amount: 2, duration: 'untilEndOfTurn', damageType: 'combat' } }]);
    // Non-combat damage is not prevented.
    let t = fill(withSword, A, 3);
    let mine: string;
    [t, mine] = place(t, A, ally('t-mine'));
    t = play(t, A, def, [objectTarget(mine)]);
    t = play(t, A, bolt(3), [objectTarget(mine)]);
    expect(t.objects[mine]!.damage).toBe(3);
  });
});

describe('reaping-legacy', () => {
  it("'reaping-legacy': [Class Bonus] +1 power for each Sword regalia weapon card in your banishment", () => {
    const sword = defineCard({ slug: 't-sword-regalia', name: 's', types: ['WEAPON'], supertypes: ['REGALIA'], subtypes: ['SWORD'], element: 'NORM', cost: memory(0), power: 1, durability: 2 }, {});
    const run = (cls: string) => {
      let s = withDef(el(passUntil(mainPhaseOf(B), atMain(A)), ['CRUX'], cls), sword);
      [s] = addCard(s, A, sword.slug, 'banishment');
      [s] = addCard(s, A, sword.slug, 'banishment');
      s = fill(s, A, 4);
      const def = scriptedDef('reaping-legacy');
      let c: string;
      [s, c] = addCard(withDef(s, def), A, def.slug);
      s = payReserve(act(s, A, { type: 'activate', card: c }), A);
      s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
      if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, A, { type: 'chooseWeapon', weapon: null });
      s = act(s, A, { type: 'chooseAttackTarget', target: champion(s, B).id });
      return attackPower(s) - currentStat(s, champion(s, A), 'power')!;
    };
    expect(run('WARRIOR')).toBe(5);
    expect(run('MAGE')).toBe(3);
  });
});
