// amb1: AMB actions, attacks, items and phantasias, through the engine's public surface.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine/index.js';
import type { Action, GameState, PlayerId } from '../../../src/engine/index.js';
import { currentStat, hasKeyword } from '../../../src/engine/state/query.js';
import { scriptedDef } from '../../../src/cards/scripts/index.js';
import { A, B, act, addCard, atMain, champion, edit, passUntil, payReserve, player, withDef } from '../../engine/helpers.js';
import { activate, asChampion, objectOf, objectTarget, place, playerTarget } from './scenario.js';
import { ALL, addCards, aliceAs, asKongming, bobAs, costNow, drive, floatsFor } from './amb1-support.js';

const def = (slug: string) => scriptedDef(slug);
const power = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'power');
const life = (s: GameState, id: string) => currentStat(s, s.objects[id]!, 'life');
const chooseTargetId = (id: string) => (t: GameState, legal: Action[]) =>
  t.pending ? legal.find((a) => a.type === 'chooseTarget' && a.target?.id === id) : undefined;

/** Activate an attack card from `who`'s hand (prepared or not), attacking `target`, and resolve the combat. */
function attackWithCard(s: GameState, who: PlayerId, slug: string, target: string, prepare = false): GameState {
  let c: string;
  [s, c] = addCard(withDef(s, def(slug)), who, slug);
  s = act(s, who, { type: 'activate', card: c });
  for (let i = 0; i < 10 && s.pending?.kind === 'activation'; i++) {
    const legal = legalActions(s, who);
    const pick = legal.find((a) => a.type === 'declarePrepare' && a.prepare === prepare) ?? legal.find((a) => a.type === 'chooseReserve');
    if (!pick) break;
    s = act(s, who, pick);
  }
  s = passUntil(s, (t) => t.pending?.kind === 'attackDeclaration');
  if (s.pending?.kind === 'attackDeclaration' && s.pending.draft.stage === 'weapon') s = act(s, who, { type: 'chooseWeapon', weapon: null });
  s = act(s, who, { type: 'chooseAttackTarget', target });
  return drive(s);
}

describe('amb1 actions and attacks', () => {
  it("'lead-with-force': 1 less with a Tamer champion; +1 life, and a buff counter only on an Animal or Beast", () => {
    expect(costNow(aliceAs({ classes: ['TAMER'] }), A, def('lead-with-force'))).toBe(2);
    expect(costNow(aliceAs({ classes: ['WARRIOR'] }), A, def('lead-with-force'))).toBe(3);
    let s = aliceAs({});
    let human: string, cat: string;
    [s, human] = place(s, A, def('kind-beastcaller'));
    [s, cat] = place(s, A, def('wildgrowth-feline'));
    let h = s;
    [h] = activate(h, A, def('lead-with-force'), [objectTarget(human)]);
    h = drive(h);
    expect(life(h, human)).toBe(3);
    expect(h.objects[human]!.counters.buff ?? 0).toBe(0);
    [s] = activate(s, A, def('lead-with-force'), [objectTarget(cat)]);
    s = drive(s);
    expect(s.objects[cat]!.counters.buff).toBe(1);
    expect(life(s, cat)).toBe(4); // 2 + 1 + the buff counter
  });

  it("'leading-charge': 2 less with a Warrior champion while you control a unique Warrior ally; floating memory with a Warrior champion", () => {
    let s = aliceAs({ classes: ['WARRIOR'] });
    expect(costNow(s, A, def('leading-charge'))).toBe(4);
    [s] = place(s, A, def('wildgrowth-feline'));
    expect(costNow(s, A, def('leading-charge'))).toBe(4);
    [s] = place(s, A, def('zhang-fei-spirited-steel'));
    expect(costNow(s, A, def('leading-charge'))).toBe(2);
    expect(costNow(asChampion(s, A, { classes: ['TAMER'], elements: ALL }), A, def('leading-charge'))).toBe(4);
    expect(floatsFor(aliceAs({ classes: ['WARRIOR'] }), A, def('leading-charge'))).toBe(true);
    expect(floatsFor(aliceAs({ classes: ['MAGE'] }), A, def('leading-charge'))).toBe(false);
  });

  it("'lost-wisdom': 2 less for a Cleric or Mage while you control a unique ally; a Spell card returns from your graveyard to your memory", () => {
    let s = aliceAs({ classes: ['CLERIC'] });
    expect(costNow(s, A, def('lost-wisdom'))).toBe(4);
    [s] = place(s, A, def('zhang-fei-spirited-steel'));
    expect(costNow(s, A, def('lost-wisdom'))).toBe(2);
    let spell: string[], skill: string[];
    [s, spell] = addCards(s, A, def('tsunami-of-nanyue'), 'graveyard');
    [s, skill] = addCards(s, A, def('oath-of-the-sakura'), 'graveyard');
    [s] = activate(s, A, def('lost-wisdom'));
    s = drive(s);
    expect(player(s, A).memory).toContain(spell[0]);
    expect(player(s, A).graveyard).toContain(skill[0]);
    expect(player(s, A).hand).not.toContain(spell[0]);
  });

  it("'materialize-polearm': 1 less with a Warrior champion; materializes a Polearm card from your material deck", () => {
    expect(costNow(aliceAs({ classes: ['WARRIOR'] }), A, def('materialize-polearm'))).toBe(3);
    expect(costNow(aliceAs({ classes: ['MAGE'] }), A, def('materialize-polearm'))).toBe(4);
    let s = aliceAs({ classes: ['WARRIOR'] });
    [s] = addCards(s, A, def('crescent-glaive'), 'materialDeck');
    [s] = activate(s, A, def('materialize-polearm'));
    s = drive(s, (t, legal) => legal.find((a) => a.type === 'searchChoice' && a.card !== null));
    expect(Object.values(s.objects).some((o) => o.def === 'crescent-glaive')).toBe(true);
  });

  it("'mortal-ambition': 2 less for each unique ally you control; Human and Horse allies you control get +1 life, ambush and steadfast this turn", () => {
    let s = aliceAs({});
    expect(costNow(s, A, def('mortal-ambition'))).toBe(6);
    let zf: string, cat: string, horse: string;
    [s, zf] = place(s, A, def('zhang-fei-spirited-steel'));
    [s] = place(s, A, def('liu-bei-oathkeeper'));
    expect(costNow(s, A, def('mortal-ambition'))).toBe(2);
    [s, cat] = place(s, A, def('wildgrowth-feline'));
    [s, horse] = place(s, A, def('shining-marchador'));
    [s] = activate(s, A, def('mortal-ambition'));
    s = drive(s);
    expect([life(s, zf), life(s, horse), life(s, cat)]).toEqual([3, 3, 2]);
    expect(hasKeyword(s, s.objects[zf]!, 'ambush') && hasKeyword(s, s.objects[horse]!, 'steadfast')).toBe(true);
    expect(hasKeyword(s, s.objects[cat]!, 'ambush')).toBe(false);
    s = passUntil(s, atMain(B));
    expect(hasKeyword(s, s.objects[zf]!, 'ambush')).toBe(false);
  });

  it("'oath-of-the-sakura': a buff counter on each ally you control; +2 power more if they are exactly three, all unique (official rulings: four allies, or a non-unique one, don't count)", () => {
    const run = (slugs: string[]): number[] => {
      let s = aliceAs({});
      const ids: string[] = [];
      for (const slug of slugs) { let id: string; [s, id] = place(s, A, def(slug)); ids.push(id); }
      [s] = activate(s, A, def('oath-of-the-sakura'));
      s = drive(s);
      expect(ids.every((id) => s.objects[id]!.counters.buff === 1)).toBe(true);
      return ids.map((id) => power(s, id)!);
    };
    expect(run(['zhang-fei-spirited-steel', 'liu-bei-oathkeeper', 'zhao-yun-dragonsblood'])).toEqual([5, 5, 5]);
    expect(run(['zhang-fei-spirited-steel', 'liu-bei-oathkeeper', 'zhao-yun-dragonsblood', 'wildgrowth-feline'])).toEqual([3, 3, 3, 2]);
    expect(run(['zhang-fei-spirited-steel', 'liu-bei-oathkeeper', 'wildgrowth-feline'])).toEqual([3, 3, 2]);
  });

  it("'paired-minds-kindred-souls': takes a Horse ally from the top ten; with a Warrior champion and a unique ally, the next Horse ally costs 2 less", () => {
    let s = aliceAs({ classes: ['WARRIOR'] });
    let horse: string[];
    [s, horse] = addCards(s, A, def('shining-marchador'), 'mainDeck');
    [s] = place(s, A, def('zhang-fei-spirited-steel'));
    [s] = activate(s, A, def('paired-minds-kindred-souls'));
    s = drive(s, (t, legal) => (t.pending?.kind === 'lookAndTake' ? legal.find((a) => a.type === 'chooseTarget' && a.target?.id === horse[0]) : undefined));
    expect(player(s, A).hand).toContain(horse[0]);
    expect(costNow(s, A, def('shining-marchador'))).toBe(0);
    expect(costNow(s, A, def('tricky-chimps'))).toBe(2); // not a Horse

    let t = aliceAs({ classes: ['WARRIOR'] });
    [t] = activate(t, A, def('paired-minds-kindred-souls'));
    t = drive(t);
    expect(costNow(t, A, def('shining-marchador'))).toBe(2); // no unique ally
  });

  it("'restoring-embers': kindle 4; recover 4, then a card drawn into memory if your influence is four or less", () => {
    expect(def('restoring-embers').activationValues?.kindle).toBe(4);
    const run = (extra: number): [number, number] => {
      let s = aliceAs({});
      s = edit(s, (t) => { player(t, A).hand = player(t, A).hand.slice(0, 4 + extra); player(t, A).memory = []; t.objects[player(t, A).champion!]!.damage = 6; });
      [s] = activate(s, A, def('restoring-embers'));
      const memory = player(s, A).memory.length;
      s = drive(s);
      return [champion(s, A).damage, player(s, A).memory.length - memory];
    };
    expect(run(0)).toEqual([2, 1]);
    expect(run(1)).toEqual([2, 0]);
  });

  it("'seal-the-past': the target player banishes three preserved cards of their choice (official rulings: they choose; with fewer, all of them go)", () => {
    const run = (n: number, pick?: number): GameState => {
      let s = aliceAs({});
      let cards: string[];
      [s, cards] = addCards(s, B, def('tsunami-of-nanyue'), 'materialDeck', n);
      s = edit(s, (t) => { t.preserved = [...(t.preserved ?? []), ...cards]; });
      [s] = activate(s, A, def('seal-the-past'), [playerTarget(B)]);
      return drive(s, (t, legal) => (pick !== undefined && t.pending ? legal.filter((a) => a.type === 'chooseTarget' && a.target !== null)[pick] : undefined));
    };
    const materials = player(aliceAs({}), B).materialDeck.length;
    const four = run(4, 1);
    expect(player(four, B).banishment.length).toBe(3);
    expect(player(four, B).materialDeck.length).toBe(materials + 1);
    const two = run(2);
    expect(player(two, B).banishment.length).toBe(2);
    expect(def('seal-the-past').keywords).toContain('floatingMemory');
  });

  it("'soothing-disillusion': destroy a target phantasia, or a buff counter on a target Animal or Beast ally", () => {
    let s = aliceAs({});
    let frac: string, cat: string, human: string;
    [s, frac] = place(s, B, def('protective-fractal'));
    [s, cat] = place(s, A, def('wildgrowth-feline'));
    [s, human] = place(s, A, def('kind-beastcaller'));
    const withMode = (t: GameState, mode: number, target: string): GameState => {
      let c: string;
      [t, c] = addCard(withDef(t, def('soothing-disillusion')), A, 'soothing-disillusion');
      t = act(t, A, { type: 'activate', card: c });
      t = act(t, A, { type: 'chooseMode', mode });
      const targets = legalActions(t, A).flatMap((a) => (a.type === 'chooseTarget' && a.target ? [a.target.id] : []));
      expect(targets).not.toContain(human);
      t = act(t, A, { type: 'chooseTarget', target: objectTarget(target) });
      return drive(payReserve(t, A));
    };
    expect(withMode(s, 0, frac).objects[frac]).toBeUndefined();
    expect(withMode(s, 1, cat).objects[cat]!.counters.buff).toBe(1);
  });

  it("'tidal-lock': 2 less with three water cards in your graveyard; negates a card activation unless its controller pays 2, banishing its card", () => {
    let s = aliceAs({});
    expect(costNow(s, A, def('tidal-lock'))).toBe(3);
    [s] = addCards(s, A, def('tsunami-of-nanyue'), 'graveyard', 3);
    expect(costNow(s, A, def('tidal-lock'))).toBe(1);
    // Bob activates an ally on his turn; Alice answers.
    let t = asChampion(bobAs({}), A, { elements: ALL });
    let chimps: string;
    [t, chimps] = addCard(withDef(t, def('tricky-chimps')), B, 'tricky-chimps');
    t = payReserve(act(t, B, { type: 'activate', card: chimps }), B);
    t = passUntil(t, (u) => u.opportunity !== null && u.players[u.opportunity!.player]!.id === A);
    const item = t.stack.at(-1)!.id;
    let lock: string;
    [t, lock] = addCard(withDef(t, def('tidal-lock')), A, 'tidal-lock');
    t = act(t, A, { type: 'activate', card: lock });
    t = act(t, A, { type: 'chooseTarget', target: { kind: 'stack', id: item } });
    t = payReserve(t, A);
    t = passUntil(t, (u) => u.pending?.kind === 'payToDo');
    const declined = drive(act(t, B, { type: 'mayAnswer', accept: false }));
    expect(player(declined, B).banishment).toContain(chimps);
    let paid = t;
    for (let i = 0; i < 2; i++) paid = act(paid, B, legalActions(paid, B).find((a) => a.type === 'chooseReserve')!);
    paid = drive(paid);
    expect(Object.values(paid.objects).some((o) => o.card === chimps)).toBe(true);
  });

  it("'torching-reach': draw, discard, then draw again only if your champion is distant", () => {
    const run = (distant: boolean): number => {
      let s = edit(aliceAs({}), (t) => { t.objects[player(t, A).champion!]!.distant = distant; });
      [s] = activate(s, A, def('torching-reach'));
      const hand = player(s, A).hand.length;
      const grave = player(s, A).graveyard.length;
      s = drive(s);
      expect(player(s, A).graveyard.length).toBe(grave + 2); // the discarded card and Torching Reach
      return player(s, A).hand.length - hand;
    };
    expect(run(false)).toBe(0);
    expect(run(true)).toBe(1);
  });

  it("'tsunami-of-nanyue': efficiency; 2 damage to all rested allies, or with the currents facing South 3 only to rested allies you don't control", () => {
    const run = (direction: 'north' | 'south'): number[] => {
      let s = asKongming(aliceAs({}), A, direction);
      const ids: string[] = [];
      for (const [who, rested] of [[A, true], [B, true], [B, false]] as const) { let id: string; [s, id] = place(s, who, def('rippleback-terrapin'), { rested }); ids.push(id); }
      [s] = activate(s, A, def('tsunami-of-nanyue'));
      s = drive(s);
      return ids.map((id) => s.objects[id]!.damage);
    };
    expect(run('north')).toEqual([2, 2, 0]);
    expect(run('south')).toEqual([0, 3, 0]);
    expect(def('tsunami-of-nanyue').keywords).toContain('efficiency');
  });

  it("'savage-swing': floating memory only with a Warrior champion", () => {
    expect(floatsFor(aliceAs({ classes: ['WARRIOR'] }), A, def('savage-swing'))).toBe(true);
    expect(floatsFor(aliceAs({ classes: ['CLERIC'] }), A, def('savage-swing'))).toBe(false);
  });

  it("'staggering-strike': true sight; hitting a champion removes three preparation counters from it", () => {
    expect(def('staggering-strike').keywords).toContain('trueSight');
    let s = bobAs({ classes: ['WARRIOR'] });
    s = edit(s, (t) => { t.objects[player(t, A).champion!]!.counters.preparation = 4; });
    s = attackWithCard(s, B, 'staggering-strike', champion(s, A).id);
    expect(champion(s, A).counters.preparation).toBe(1);
    expect(champion(s, A).damage).toBe(3);
  });

  it("'sudden-deluge': prepare 1; with an Assassin champion, a prepared hit on a champion mills that opponent ten", () => {
    const run = (prepare: boolean, classes: string[]): number => {
      let s = bobAs({ classes });
      s = edit(s, (t) => { t.objects[player(t, B).champion!]!.counters.preparation = 1; });
      const deck = player(s, A).mainDeck.length;
      s = attackWithCard(s, B, 'sudden-deluge', champion(s, A).id, prepare);
      return deck - player(s, A).mainDeck.length;
    };
    expect(run(true, ['ASSASSIN'])).toBe(10);
    expect(run(false, ['ASSASSIN'])).toBe(0);
    expect(run(true, ['WARRIOR'])).toBe(0);
  });

  it("'protective-fractal': reservable; rest it: the next 1 damage to a target champion this turn is prevented", () => {
    expect(def('protective-fractal').keywords).toContain('reservable');
    let s = aliceAs({});
    let frac: string;
    [s, frac] = place(s, A, def('protective-fractal'));
    s = act(s, A, { type: 'activateAbility', object: frac, index: 0 });
    s = act(s, A, { type: 'chooseTarget', target: objectTarget(champion(s, A).id) });
    s = drive(s);
    expect(s.objects[frac]!.rested).toBe(true);
    const knives = def('juggle-knives');
    [s] = activate(s, A, knives, [objectTarget(champion(s, A).id)]);
    s = drive(s);
    expect(champion(s, A).damage).toBe(0);
    [s] = activate(s, A, knives, [objectTarget(champion(s, A).id)]);
    s = drive(s);
    expect(champion(s, A).damage).toBe(1);
  });

  it("'relic-of-sunken-past': at your recollection, with three water cards in your graveyard, you may sacrifice it to draw; floating memory with a Tamer champion", () => {
    const run = (water: number, accept: boolean): [boolean, number] => {
      let s = aliceAs({});
      let relic: string;
      [s, relic] = place(s, A, def('relic-of-sunken-past'));
      [s] = addCards(s, A, def('tidal-lock'), 'graveyard', water);
      s = passUntil(s, atMain(B));
      s = passUntil(s, (t) => t.phase === 'recollection' && (t.pending?.kind === 'may' || t.pendingTriggers.length > 0 || t.stack.length > 0) || atMain(A)(t));
      const hand = player(s, A).hand.length + player(s, A).memory.length;
      s = drive(s, (t, legal) => (t.pending?.kind === 'may' ? legal.find((a) => a.type === 'mayAnswer' && a.accept === accept) : undefined));
      s = passUntil(s, atMain(A));
      return [!!s.objects[relic], player(s, A).hand.length + player(s, A).memory.length - hand];
    };
    const [kept, drawnKept] = run(3, false);
    const [gone, drawnGone] = run(3, true);
    expect(kept).toBe(true);
    expect(gone).toBe(false);
    expect(drawnGone).toBe(drawnKept + 1);
    const [stays] = run(2, true);
    expect(stays).toBe(true);
    expect(floatsFor(aliceAs({ classes: ['TAMER'] }), A, def('relic-of-sunken-past'))).toBe(true);
    expect(floatsFor(aliceAs({ classes: ['MAGE'] }), A, def('relic-of-sunken-past'))).toBe(false);
  });

  it("'savage-arrow': rest it to load it into a target unloaded Bow you control; floating memory", () => {
    let s = aliceAs({ classes: ['RANGER'] });
    let arrow: string, bow: string;
    [s, bow] = place(s, A, def('intricate-longbow'));
    [s, arrow] = place(s, A, def('savage-arrow'));
    const arrowCard = s.objects[arrow]!.card;
    s = act(s, A, { type: 'activateAbility', object: arrow, index: 0 });
    s = drive(s, chooseTargetId(bow));
    expect(s.objects[arrow]).toBeUndefined();
    expect(s.objects[bow]!.loaded ?? []).toContain(arrowCard);
    expect(def('savage-arrow').keywords).toContain('floatingMemory');
  });

  it("'sheath-of-faceted-lapis': links to a Warrior weapon and draws; the weapon gets +2 power with a level 2+ Warrior champion", () => {
    let s = aliceAs({ classes: ['WARRIOR'], level: 2 });
    let glaive: string;
    [s, glaive] = place(s, A, def('crescent-glaive'));
    const base = power(s, glaive)!; // 1, and 1 more of its own with a level 2 Warrior
    expect(base).toBe(2);
    [s] = activate(s, A, def('sheath-of-faceted-lapis'), [objectTarget(glaive)]);
    const hand = player(s, A).hand.length;
    s = drive(s);
    expect(player(s, A).hand.length).toBe(hand + 1);
    expect(power(s, glaive)).toBe(base + 2);
    expect(power(asChampion(s, A, { classes: ['WARRIOR'], level: 1, elements: ALL }), glaive)).toBe(1);
    expect(power(asChampion(s, A, { classes: ['MAGE'], level: 2, elements: ALL }), glaive)).toBe(1);
  });

  it("'mark-of-fervor': links to an ally: +1 power, +1 life and vigor", () => {
    let s = aliceAs({});
    let cat: string;
    [s, cat] = place(s, A, def('wildgrowth-feline'));
    [s] = activate(s, A, def('mark-of-fervor'), [objectTarget(cat)]);
    s = drive(s);
    expect([power(s, cat), life(s, cat)]).toEqual([2, 3]);
    expect(hasKeyword(s, s.objects[cat]!, 'vigor')).toBe(true);
    expect(objectOf(s, 'mark-of-fervor').controller).toBe(A);
  });

  it("'tailwinds-blessing': allies you control get +1 power this turn when your currents turn from North to West ('landscape-corsair' turns them)", () => {
    const run = (declines: number): number => {
      let s = asKongming(aliceAs({}), A, 'north');
      let cat: string;
      [s] = place(s, A, def('tailwinds-blessing'));
      [s, cat] = place(s, A, def('wildgrowth-feline'));
      [s] = activate(s, A, def('landscape-corsair'));
      let asked = 0;
      s = drive(s, (t, legal) => {
        if (t.pending?.kind !== 'may') return undefined;
        asked++;
        return legal.find((a) => a.type === 'mayAnswer' && a.accept === (asked === 1 || asked > declines + 1));
      });
      return power(s, cat)!;
    };
    expect(run(2)).toBe(2); // North to West
    expect(run(1)).toBe(1); // North to South
  });

  it("'wuji-of-lingering-fate': 3 damage to a target rested ally you don't control as it enters; West to East: you may sacrifice it to mill a target player three", () => {
    let s = aliceAs({});
    let rested: string, awake: string;
    [s, rested] = place(s, B, def('rippleback-terrapin'), { rested: true });
    [s, awake] = place(s, B, def('kind-beastcaller'));
    [s] = activate(s, A, def('wuji-of-lingering-fate'));
    let offered: string[] = [];
    s = drive(s, (t, legal) => {
      if (t.pending?.kind !== 'triggerTargets') return undefined;
      offered = legal.flatMap((a) => (a.type === 'chooseTarget' && a.target ? [a.target.id] : []));
      return chooseTargetId(rested)(t, legal);
    });
    expect(offered).toEqual([rested]);
    expect(s.objects[rested]!.damage).toBe(3);
    expect(s.objects[awake]!.damage).toBe(0);

    const turn = (accept: boolean): [GameState, string, number] => {
      let t = asKongming(aliceAs({}), A, 'west');
      let wuji: string;
      [t, wuji] = place(t, A, def('wuji-of-lingering-fate'));
      const deck = player(t, B).mainDeck.length;
      [t] = activate(t, A, def('landscape-corsair'));
      let asked = 0;
      t = drive(t, (u, legal) => {
        if (u.pending?.kind === 'triggerTargets') return legal.find((a) => a.type === 'chooseTarget' && a.target?.kind === 'player' && a.target.id === B);
        if (u.pending?.kind !== 'may') return undefined;
        asked++; // change? yes; North? no; East? yes; then sacrifice Wuji?
        return legal.find((a) => a.type === 'mayAnswer' && a.accept === (asked === 2 ? false : asked === 4 ? accept : true));
      });
      expect(t.masteries?.[A]?.direction).toBe('east');
      return [t, wuji, deck - player(t, B).mainDeck.length];
    };
    const [sacrificed, wuji, milled] = turn(true);
    expect(sacrificed.objects[wuji]).toBeUndefined();
    expect(milled).toBe(3);
    const [kept, wuji2, none] = turn(false);
    expect(kept.objects[wuji2]).toBeDefined();
    expect(none).toBe(0);
  });
});
