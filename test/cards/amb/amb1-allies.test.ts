// amb1: AMB allies (and their tests through the engine's public surface).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine/index.js';
import { currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { rangedFromAbilities } from '../../../src/engine/effects/ranged.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, atMain, champion, edit, passUntil, player } from '../../engine/helpers.js';
import type { Action } from '../../../src/engine/index.js';
import { activate, asChampion, objectOf, place } from './scenario.js';

const asChampionB = (s: GameState, classes: string[]) => asChampion(s, B, { classes, elements: ['NORM'] });
import { ALL, acceptAll, addCards, aliceAs, asJin, asKongming, bobAs, cardTarget, drive } from './amb1-support.js';

const def = (slug: string) => scriptedDef(slug);
const power = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'power');

describe('amb1 allies', () => {
  it("'kind-beastcaller': with a Tamer champion it looks at five and may take an Animal or Beast ally; the rest go to the bottom", () => {
    let s = aliceAs({ classes: ['TAMER'] });
    let cat: string[];
    [s, cat] = addCards(s, A, def('wildgrowth-feline'), 'mainDeck');
    const top5 = player(s, A).mainDeck.slice(0, 5);
    [s] = activate(s, A, def('kind-beastcaller'));
    let offered: string[] = [];
    s = drive(s, (t, legal) => {
      if (t.pending?.kind !== 'lookAndTake') return undefined;
      if ((t.pending as { stage: string }).stage === 'take') {
        offered = legal.flatMap((a) => (a.type === 'chooseTarget' && a.target ? [a.target.id] : []));
        return { type: 'chooseTarget', target: cardTarget(cat[0]!) };
      }
      return undefined;
    });
    expect(offered).toEqual([cat[0]]);
    expect(player(s, A).hand).toContain(cat[0]);
    const deck = player(s, A).mainDeck;
    expect(deck.slice(-4).sort()).toEqual(top5.filter((c) => c !== cat[0]).sort());

    // Without the class bonus nothing is looked at.
    let t = aliceAs({ classes: ['WARRIOR'] });
    const before = player(t, A).mainDeck.slice();
    [t] = activate(t, A, def('kind-beastcaller'));
    t = drive(t, (u) => { expect(u.pending?.kind).not.toBe('lookAndTake'); return undefined; });
    expect(player(t, A).mainDeck).toEqual(before);
  });

  it("'landscape-corsair': with Kongming it may turn the currents to another direction of your choice", () => {
    let s = asKongming(aliceAs({}), A, 'north');
    [s] = activate(s, A, def('landscape-corsair'));
    let asked = 0;
    s = drive(s, (t, legal) => {
      if (t.pending?.kind !== 'may') return undefined;
      asked++;
      return legal.find((a) => a.type === 'mayAnswer' && a.accept === (asked !== 2)); // yes, not east, south
    });
    expect(s.masteries?.[A]?.direction).toBe('south');

    let t = asKongming(aliceAs({}), A, 'north');
    [t] = activate(t, A, def('landscape-corsair'));
    t = drive(t);
    expect(t.masteries?.[A]?.direction).toBe('north');

    // Not Kongming: no change is offered.
    let u = edit(aliceAs({}), (x) => { x.masteries = { [A]: { def: 'shifting-currents', counters: {}, direction: 'north' } }; });
    [u] = activate(u, A, def('landscape-corsair'));
    u = drive(u, acceptAll);
    expect(u.masteries?.[A]?.direction).toBe('north');
  });

  it("'liu-bei-oathkeeper': ranged 2, and it becomes distant whenever another unit you control does", () => {
    expect(def('liu-bei-oathkeeper').keywordValues?.ranged).toBe(2);
    let s = aliceAs({ classes: ['RANGER'] });
    let liu: string, cav: string;
    [s, liu] = place(s, A, def('liu-bei-oathkeeper'));
    [s, cav] = place(s, A, def('yunzhou-cavalry'));
    [s] = place(s, A, def('shining-marchador')); // a Horse: the cavalry becomes distant as it enters
    [s] = activate(s, A, def('yunzhou-cavalry'));
    s = drive(s);
    const entered = Object.values(s.objects).filter((o) => o.def === 'yunzhou-cavalry' && o.id !== cav)[0]!;
    expect(entered.distant).toBe(true);
    expect(s.objects[liu]!.distant).toBe(true);
  });

  it("'yunzhou-cavalry': it becomes distant as it enters only while you control a Horse ally; ranged 2 with a Ranger champion", () => {
    let s = aliceAs({ classes: ['RANGER'] });
    [s] = activate(s, A, def('yunzhou-cavalry'));
    s = drive(s);
    expect(objectOf(s, 'yunzhou-cavalry').distant ?? false).toBe(false);
    expect(rangedFromAbilities(s, objectOf(s, 'yunzhou-cavalry'))).toBe(2);
    let t = aliceAs({ classes: ['WARRIOR'] });
    [t] = place(t, A, def('shining-marchador'));
    [t] = activate(t, A, def('yunzhou-cavalry'));
    t = drive(t);
    expect(objectOf(t, 'yunzhou-cavalry').distant).toBe(true);
    expect(rangedFromAbilities(t, objectOf(t, 'yunzhou-cavalry'))).toBe(0); // not a Ranger champion
  });

  it("'polearmed-steed': with Jin it materializes a Polearm regalia from the material deck", () => {
    const glaive = def('crescent-glaive');
    expect(glaive.subtypes).toContain('POLEARM');
    let s = asJin(aliceAs({}), A);
    let g: string[];
    [s, g] = addCards(s, A, glaive, 'materialDeck');
    [s] = activate(s, A, def('polearmed-steed'));
    s = drive(s, (t, legal) => legal.find((a) => a.type === 'searchChoice' && a.card === g[0]) ?? legal.find((a) => a.type === 'chooseReserve'));
    expect(Object.values(s.objects).some((o) => o.def === 'crescent-glaive')).toBe(true);

    let t = aliceAs({});
    [t] = addCards(t, A, glaive, 'materialDeck');
    [t] = activate(t, A, def('polearmed-steed'));
    t = drive(t);
    expect(Object.values(t.objects).some((o) => o.def === 'crescent-glaive')).toBe(false);
  });

  const empowerOf = (s: GameState, who = A) => (s.empower ?? []).filter((e) => e.player === who).reduce((n, e) => n + e.amount, 0);
  const pickFirstCard = (kind: string) => (t: GameState, legal: Action[]) =>
    t.pending?.kind === kind ? legal.find((a) => a.type === 'chooseTarget' && a.target !== null) : undefined;

  it("'rainweaver-mage': with a Mage champion it may banish a floating memory card from your graveyard to empower 4", () => {
    let s = aliceAs({ classes: ['MAGE'] });
    let fm: string[];
    [s, fm] = addCards(s, A, def('savage-arrow'), 'graveyard');
    [s] = activate(s, A, def('rainweaver-mage'));
    s = drive(s, (t, legal) => acceptAll(t, legal) ?? pickFirstCard('banishFromGraveyard')(t, legal));
    expect(player(s, A).banishment).toContain(fm[0]);
    expect(empowerOf(s)).toBe(4);

    let t = aliceAs({ classes: ['CLERIC'] });
    [t] = addCards(t, A, def('savage-arrow'), 'graveyard');
    [t] = activate(t, A, def('rainweaver-mage'));
    t = drive(t, (u, legal) => acceptAll(u, legal) ?? pickFirstCard('banishFromGraveyard')(u, legal));
    expect(empowerOf(t)).toBe(0);
  });

  it("'rippleback-terrapin': spellshroud with a Tamer champion; banishing a floating memory card as it enters buffs it and draws", () => {
    let s = aliceAs({ classes: ['TAMER'] });
    [s] = addCards(s, A, def('savage-arrow'), 'graveyard');
    const hand = player(s, A).hand.length;
    [s] = activate(s, A, def('rippleback-terrapin'));
    const afterPaying = player(s, A).hand.length;
    s = drive(s, (t, legal) => acceptAll(t, legal) ?? pickFirstCard('banishFromGraveyard')(t, legal));
    const turtle = objectOf(s, 'rippleback-terrapin');
    expect(turtle.counters.buff).toBe(1);
    expect(player(s, A).hand.length).toBe(afterPaying + 1);
    expect(hand).toBeGreaterThan(afterPaying);
    expect(hasKeyword(s, turtle, 'spellshroud')).toBe(true);
    let t = aliceAs({ classes: ['MAGE'] });
    [t] = activate(t, A, def('rippleback-terrapin'));
    t = drive(t, acceptAll);
    expect(objectOf(t, 'rippleback-terrapin').counters.buff ?? 0).toBe(0); // nothing to banish
    expect(hasKeyword(t, objectOf(t, 'rippleback-terrapin'), 'spellshroud')).toBe(false);
  });

  it("'shining-marchador': paying 2 as it enters puts a buff counter on a target ally you control", () => {
    let s = aliceAs({});
    let cat: string;
    [s, cat] = place(s, A, def('wildgrowth-feline'));
    [s] = activate(s, A, def('shining-marchador'));
    const hand = player(s, A).hand.length;
    s = drive(s, (t, legal) => {
      if (t.pending?.kind === 'payToDo') return legal.find((a) => a.type === 'chooseReserve');
      if (t.pending?.kind === 'triggerTargets') return legal.find((a) => a.type === 'chooseTarget' && a.target?.id === cat);
      return undefined;
    });
    expect(s.objects[cat]!.counters.buff).toBe(1);
    expect(player(s, A).hand.length).toBe(hand - 2);

    let t = aliceAs({});
    [t, cat] = place(t, A, def('wildgrowth-feline'));
    [t] = activate(t, A, def('shining-marchador'));
    t = drive(t); // declines to pay
    expect(t.objects[cat]!.counters.buff ?? 0).toBe(0);
  });

  it("'sword-saint-of-eventide': it may put the top card of your deck into your graveyard; +1 power with a Warrior champion and four water cards in your graveyard", () => {
    let s = aliceAs({ classes: ['WARRIOR'] });
    const top = player(s, A).mainDeck[0]!;
    [s] = activate(s, A, def('sword-saint-of-eventide'));
    s = drive(s, pickFirstCard('lookAtTop'));
    expect(player(s, A).graveyard).toContain(top);
    const saint = objectOf(s, 'sword-saint-of-eventide').id;
    expect(power(s, saint)).toBe(1);
    [s] = addCards(s, A, def('tidal-lock'), 'graveyard', 4);
    expect(power(s, saint)).toBe(2);
    expect(power(asChampion(s, A, { classes: ['MAGE'], elements: ALL }), saint)).toBe(1);

    let t = aliceAs({ classes: ['WARRIOR'] });
    const top2 = player(t, A).mainDeck[0]!;
    [t] = activate(t, A, def('sword-saint-of-eventide'));
    t = drive(t, (u, legal) => (u.pending?.kind === 'lookAtTop' ? legal.find((a) => a.type === 'chooseTarget' && a.target === null) : undefined)); // keeps it on top
    expect(player(t, A).mainDeck[0]).toBe(top2);
  });

  it("'tricky-chimps': with a Tamer champion, +2 power this turn as it enters if an opponent controls two or more allies", () => {
    let s = aliceAs({ classes: ['TAMER'] });
    [s] = place(s, B, def('kind-beastcaller'));
    [s] = place(s, B, def('kind-beastcaller'));
    [s] = activate(s, A, def('tricky-chimps'));
    s = drive(s);
    expect(power(s, objectOf(s, 'tricky-chimps').id)).toBe(3);
    let t = aliceAs({ classes: ['TAMER'] });
    [t] = place(t, B, def('kind-beastcaller'));
    [t] = activate(t, A, def('tricky-chimps'));
    t = drive(t);
    expect(power(t, objectOf(t, 'tricky-chimps').id)).toBe(1);
  });

  it("'wildgrowth-feline': with a Tamer champion, a buff counter whenever another Animal or Beast ally enters under your control", () => {
    let s = aliceAs({ classes: ['TAMER'] });
    let cat: string;
    [s, cat] = place(s, A, def('wildgrowth-feline'));
    [s] = activate(s, A, def('tricky-chimps'));
    s = drive(s);
    expect(s.objects[cat]!.counters.buff).toBe(1);
    [s] = activate(s, A, def('kind-beastcaller')); // a Human
    s = drive(s);
    expect(s.objects[cat]!.counters.buff).toBe(1);
    let t = aliceAs({ classes: ['WARRIOR'] });
    [t, cat] = place(t, A, def('wildgrowth-feline'));
    [t] = activate(t, A, def('tricky-chimps'));
    t = drive(t);
    expect(t.objects[cat]!.counters.buff ?? 0).toBe(0);
  });

  it("'zhang-fei-spirited-steel': with a Warrior champion, vigor, and a buff counter at your end phase while it is your only ally", () => {
    let s = aliceAs({ classes: ['WARRIOR'] });
    let zf: string;
    [s, zf] = place(s, A, def('zhang-fei-spirited-steel'));
    expect(hasKeyword(s, s.objects[zf]!, 'vigor')).toBe(true);
    const alone = passUntil(s, atMain(B));
    expect(alone.objects[zf]!.counters.buff).toBe(1);
    [s] = place(s, A, def('wildgrowth-feline'));
    const notAlone = passUntil(s, atMain(B));
    expect(notAlone.objects[zf]!.counters.buff ?? 0).toBe(0);
    let t = aliceAs({ classes: ['MAGE'] });
    [t, zf] = place(t, A, def('zhang-fei-spirited-steel'));
    expect(hasKeyword(t, t.objects[zf]!, 'vigor')).toBe(false);
    expect(passUntil(t, atMain(B)).objects[zf]!.counters.buff ?? 0).toBe(0);
  });

  it("'zhao-yun-dragonsblood': with a Warrior champion it may deal 2 unpreventable damage to your champion as it attacks for +2 power; On Kill it gains immortality", () => {
    let s = bobAs({ classes: ['WARRIOR'] });
    let zy: string;
    [s, zy] = place(s, B, def('zhao-yun-dragonsblood'), { enteredTurn: 0 });
    const aliceDamage = champion(s, A).damage;
    s = act(act(s, B, { type: 'attack', attacker: zy }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = drive(s, acceptAll);
    expect(champion(s, B).damage).toBe(2);
    expect(champion(s, A).damage).toBe(aliceDamage + 4);

    let t = bobAs({ classes: ['WARRIOR'] });
    let victim: string;
    [t, zy] = place(t, B, def('zhao-yun-dragonsblood'), { enteredTurn: 0 });
    [t, victim] = place(t, A, def('tricky-chimps'));
    t = act(act(t, B, { type: 'attack', attacker: zy }), B, { type: 'chooseAttackTarget', target: victim });
    t = drive(t);
    expect(t.objects[victim]).toBeUndefined();
    expect(hasKeyword(t, t.objects[zy]!, 'immortality')).toBe(true);
    expect(champion(t, B).damage).toBe(0);
  });

  it("'sempiternal-sage': with a Cleric champion, as it attacks you may recover 3; if you don't, empower 3", () => {
    let s = bobAs({ classes: ['CLERIC'] });
    let sage: string;
    [s, sage] = place(s, B, def('sempiternal-sage'), { enteredTurn: 0 });
    s = edit(s, (t) => { t.objects[player(t, B).champion!]!.damage = 5; });
    const recovered = drive(act(act(s, B, { type: 'attack', attacker: sage }), B, { type: 'chooseAttackTarget', target: champion(s, A).id }), acceptAll);
    expect(champion(recovered, B).damage).toBe(2);
    expect(empowerOf(recovered, B)).toBe(0);
    const empowered = drive(act(act(s, B, { type: 'attack', attacker: sage }), B, { type: 'chooseAttackTarget', target: champion(s, A).id }));
    expect(champion(empowered, B).damage).toBe(5);
    expect(empowerOf(empowered, B)).toBe(3);
    expect(def('sempiternal-sage').keywords).toContain('preserve');
  });

  it("'safeguard-paladin': with a Cleric champion, 2 of each non-combat damage to it is prevented ('wuji-of-lingering-fate' deals 3 to a rested ally)", () => {
    let s = aliceAs({ classes: ['CLERIC'] });
    let pal: string;
    [s, pal] = place(s, B, def('safeguard-paladin'), { rested: true });
    s = asChampionB(s, ['CLERIC']);
    [s] = activate(s, A, def('wuji-of-lingering-fate'));
    s = drive(s, (t, legal) => (t.pending?.kind === 'triggerTargets' ? legal.find((a) => a.type === 'chooseTarget' && a.target?.id === pal) : undefined));
    expect(s.objects[pal]!.damage).toBe(1);
    let t = aliceAs({ classes: ['CLERIC'] });
    [t, pal] = place(t, B, def('safeguard-paladin'), { rested: true });
    t = asChampionB(t, ['MAGE']);
    [t] = activate(t, A, def('wuji-of-lingering-fate'));
    t = drive(t, (u, legal) => (u.pending?.kind === 'triggerTargets' ? legal.find((a) => a.type === 'chooseTarget' && a.target?.id === pal) : undefined));
    expect(t.objects[pal]).toBeUndefined();
  });

  it("'pupil-of-sacred-flames': with a Mage champion it may banish a fire card as it attacks to empower 2", () => {
    let s = bobAs({ classes: ['MAGE'] });
    let pupil: string;
    [s, pupil] = place(s, B, def('pupil-of-sacred-flames'), { enteredTurn: 0 });
    [s] = addCards(s, B, def('restoring-embers'), 'graveyard');
    s = act(act(s, B, { type: 'attack', attacker: pupil }), B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = drive(s, (t, legal) => acceptAll(t, legal) ?? pickFirstCard('banishFromGraveyard')(t, legal));
    expect(empowerOf(s, B)).toBe(2);
    expect(player(s, B).banishment.length).toBe(1);
  });

  it("'pupil-of-sacred-flames': with Kongming facing East, as it dies each player draws, then you may turn the currents ('tsunami-of-nanyue' kills it)", () => {
    const dies = (direction: 'east' | 'north', accept: boolean): [GameState, number[], number[]] => {
      let s = asKongming(aliceAs({}), A, direction);
      [s] = place(s, A, def('pupil-of-sacred-flames'), { rested: true });
      [s] = activate(s, A, def('tsunami-of-nanyue'));
      const before = [player(s, A).hand.length, player(s, B).hand.length];
      s = drive(s, (t, legal) => (t.pending?.kind === 'may' ? legal.find((a) => a.type === 'mayAnswer' && a.accept === accept) : undefined));
      expect(Object.values(s.objects).some((o) => o.def === 'pupil-of-sacred-flames')).toBe(false);
      return [s, before, [player(s, A).hand.length, player(s, B).hand.length]];
    };
    const [turned, b1, a1] = dies('east', true);
    expect(a1).toEqual([b1[0]! + 1, b1[1]! + 1]);
    expect(turned.masteries?.[A]?.direction).toBe('north');
    const [kept] = dies('east', false);
    expect(kept.masteries?.[A]?.direction).toBe('east');
    const [, b2, a2] = dies('north', true);
    expect(a2).toEqual(b2);
  });
});
