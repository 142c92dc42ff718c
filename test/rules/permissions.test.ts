// Permissions, prohibitions, contradicting rule settings and type-acting (src/engine/effects/permissions.ts).
import { describe, expect, it } from 'vitest';
import {
  attackAsThoughAlly, can, cant, defineCard, draw, elementSetting, objectSet, prohibit, reserve, staticAbility, target, targetAlly, targetUnit,
} from '../../src/cards/define.js';
import type { CardDef } from '../../src/cards/vocabulary.js';
import { legalActions } from '../../src/engine/index.js';
import { enabledElements, objDef } from '../../src/engine/state/query.js';
import type { GameState } from '../../src/engine/types.js';
import { A, B, act, addCard, addObject, atMain, champion, newGame, passUntil, player, refuse, withDef } from '../engine/helpers.js';

const GM = 'game-mechanics/game-mechanics-miscellaneous-topics';
const PERMISSION = `${GM}/permission.md#general-rules`;
const LEGALITY = `${GM}/player-action-legality.md#general-rules`;

const ally = (slug: string, extra: Partial<CardDef> = {}): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(1), power: 2, life: 2 }, {}), ...extra });
const item = (slug: string, abilities: CardDef['abilities']): CardDef =>
  defineCard({ slug, name: slug, types: ['ITEM'], element: 'NORM', cost: reserve(1) }, { abilities });
/** A domain that may attack as though it were an ally (power 3). */
const walkingDomain = defineCard({ slug: 'test-walking-domain', name: 'Test Walking Domain', types: ['DOMAIN'], element: 'NORM', cost: reserve(1), power: 3 }, {
  abilities: [staticAbility(attackAsThoughAlly())],
});
const attackOffered = (s: GameState, who: string, id: string) => legalActions(s, who).some((a) => a.type === 'attack' && a.attacker === id);
const atBMain = () => passUntil(newGame({ first: A }), atMain(B));

describe('Permissions and prohibitions', () => {
  it(`A "can't" beats a "can" whichever is newer (${PERMISSION})`, () => {
    const banner = item('test-no-attacks', [staticAbility(cant('attack', { set: objectSet('allObjects') }))]);
    // The permission first, then the prohibition.
    let s = withDef(withDef(atBMain(), walkingDomain), banner);
    let dom: string;
    [s, dom] = addObject(s, B, walkingDomain.slug);
    expect(attackOffered(s, B, dom)).toBe(true);
    let t: GameState;
    [t] = addObject(s, A, banner.slug);
    expect(attackOffered(t, B, dom)).toBe(false);
    refuse(t, B, { type: 'attack', attacker: dom }, PERMISSION);
    // The prohibition first, then the permission: still forbidden.
    s = withDef(withDef(atBMain(), walkingDomain), banner);
    [s] = addObject(s, A, banner.slug);
    [s, dom] = addObject(s, B, walkingDomain.slug);
    expect(s.objects[dom]!.timestamp).toBeGreaterThan(Object.values(s.objects).find((o) => o.def === banner.slug)!.timestamp);
    expect(attackOffered(s, B, dom)).toBe(false);
    refuse(s, B, { type: 'attack', attacker: dom }, PERMISSION);
  });

  it(`A unit with a static "can't attack" is never offered as an attacker (${PERMISSION})`, () => {
    let s = withDef(atBMain(), ally('test-pacifist', { abilities: [staticAbility(cant('attack'))] }));
    let u: string, v: string;
    [s, u] = addObject(s, B, 'test-pacifist');
    s = withDef(s, ally('test-fighter'));
    [s, v] = addObject(s, B, 'test-fighter');
    expect(attackOffered(s, B, u)).toBe(false);
    expect(attackOffered(s, B, v)).toBe(true); // the ability concerns only its own object
    refuse(s, B, { type: 'attack', attacker: u }, PERMISSION);
  });

  it(`An instanced "target ally can't attack this turn" holds only its target, and ends with the turn (${PERMISSION})`, () => {
    const binding = defineCard({ slug: 'test-binding', name: 'Test Binding', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, {
      targets: [targetAlly()], onResolve: [prohibit('attack', { subject: target(0), duration: 'untilEndOfTurn' })],
    });
    let s = withDef(withDef(atBMain(), binding), ally('test-fighter'));
    let u: string, v: string, card: string;
    [s, u] = addObject(s, B, 'test-fighter');
    [s, v] = addObject(s, B, 'test-fighter');
    [s, card] = addCard(s, B, binding.slug);
    s = act(s, B, { type: 'activate', card });
    s = act(s, B, { type: 'chooseTarget', target: { kind: 'object', id: u } });
    s = passUntil(s, (x) => x.stack.length === 0 && !x.pending && atMain(B)(x));
    expect(s.permissionEffects).toHaveLength(1);
    expect(attackOffered(s, B, u)).toBe(false);
    expect(attackOffered(s, B, v)).toBe(true);
    refuse(s, B, { type: 'attack', attacker: u }, PERMISSION);
    s = passUntil(s, atMain(A));
    expect(s.permissionEffects ?? []).toHaveLength(0);
  });

  it(`"Can't be targeted" removes the object from effect targets and attack targets (${PERMISSION})`, () => {
    const aloof = ally('test-aloof', { abilities: [staticAbility(cant('beTargeted'))] });
    const zap = defineCard({ slug: 'test-zap', name: 'Test Zap', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, {
      targets: [targetUnit({ controller: 'opponent' })], onResolve: [],
    });
    let s = withDef(withDef(withDef(atBMain(), aloof), zap), ally('test-fighter'));
    let u: string, f: string, card: string;
    [s, u] = addObject(s, A, aloof.slug);
    [s, f] = addObject(s, B, 'test-fighter');
    [s, card] = addCard(s, B, zap.slug);
    s = act(s, B, { type: 'activate', card });
    const choices = legalActions(s, B).filter((a) => a.type === 'chooseTarget').map((a) => a.type === 'chooseTarget' && a.target);
    expect(choices).toContainEqual({ kind: 'object', id: champion(s, A).id });
    expect(choices).not.toContainEqual({ kind: 'object', id: u });
    refuse(s, B, { type: 'chooseTarget', target: { kind: 'object', id: u } });
    s = act(s, B, { type: 'cancel' });
    s = act(s, B, { type: 'attack', attacker: f });
    const targets = legalActions(s, B).filter((a) => a.type === 'chooseAttackTarget').map((a) => a.type === 'chooseAttackTarget' && a.target);
    expect(targets).toContain(champion(s, A).id);
    expect(targets).not.toContain(u);
  });
});

describe('Player action legality', () => {
  it(`Card rules override the game's rules: a slow card may be activated as though it were fast (${LEGALITY})`, () => {
    const slow = defineCard({ slug: 'test-slow', name: 'Test Slow', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: false }, { onResolve: [draw(1)] });
    const haste = item('test-haste', [staticAbility(can('activateAsFast', { players: 'you', filter: { type: 'ACTION' } }))]);
    const fast = defineCard({ slug: 'test-fast', name: 'Test Fast', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [] });
    let s = withDef(withDef(withDef(atBMain(), slow), haste), fast);
    let card: string, f: string;
    [s, card] = addCard(s, A, slow.slug);
    [s, f] = addCard(s, B, fast.slug);
    s = act(s, B, { type: 'activate', card: f }); // B acts; Opportunity comes to A with the stack not empty
    s = passUntil(s, (x) => !!x.opportunity && x.players[x.opportunity.player]!.id === A && x.stack.length > 0, 5);
    expect(legalActions(s, A)).not.toContainEqual({ type: 'activate', card });
    refuse(s, A, { type: 'activate', card }, 'game-mechanics-timing-and-permissions.md#fast-vs-slow');
    [s] = addObject(s, A, haste.slug);
    expect(legalActions(s, A)).toContainEqual({ type: 'activate', card });
  });

  it(`"Can't" overrules "can" for player actions too: no activating the forbidden cards (${LEGALITY})`, () => {
    const haste = item('test-haste', [staticAbility(can('activateAsFast', { players: 'each' }))]);
    const lock = item('test-lock', [staticAbility(cant('activateCards', { players: 'opponents', filter: { type: 'ACTION' } }))]);
    const spell = defineCard({ slug: 'test-spell', name: 'Test Spell', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: false }, { onResolve: [] });
    let s = withDef(withDef(withDef(passUntil(newGame({ first: A }), atMain(A)), haste), lock), spell);
    let mine: string, theirs: string;
    [s] = addObject(s, A, lock.slug); // older
    [s] = addObject(s, B, haste.slug); // newer permission
    [s, mine] = addCard(s, A, spell.slug);
    [s, theirs] = addCard(s, B, spell.slug);
    expect(legalActions(s, A)).toContainEqual({ type: 'activate', card: mine }); // the lock spares its controller
    s = act(s, A, { type: 'activate', card: mine });
    s = passUntil(s, (x) => !!x.opportunity && x.players[x.opportunity.player]!.id === B, 5);
    expect(legalActions(s, B)).not.toContainEqual({ type: 'activate', card: theirs });
    refuse(s, B, { type: 'activate', card: theirs }, LEGALITY);
  });

  it(`"Can't draw": draw effects draw nothing for that player, others still draw (${LEGALITY})`, () => {
    const dry = item('test-dry', [staticAbility(cant('draw', { players: 'you' }))]);
    const study = defineCard({ slug: 'test-study', name: 'Test Study', types: ['ACTION'], element: 'NORM', cost: reserve(0), speed: true }, { onResolve: [draw(2, 'each')] });
    let s = withDef(withDef(passUntil(newGame({ first: A }), atMain(A)), dry), study);
    let card: string;
    [s] = addObject(s, A, dry.slug);
    [s, card] = addCard(s, A, study.slug);
    s = act(s, A, { type: 'activate', card });
    const handA = player(s, A).hand.length, deckA = player(s, A).mainDeck.length, handB = player(s, B).hand.length;
    s = passUntil(s, (x) => x.stack.length === 0 && !x.pending);
    expect(player(s, A).hand.length).toBe(handA);
    expect(player(s, A).mainDeck.length).toBe(deckA);
    expect(player(s, B).hand.length).toBe(handB + 2);
  });
});

describe('Contradicting rule settings', () => {
  it('The newest effect sets the rule: an element enabled, disabled, then enabled again (game-mechanics/game-mechanics-types-of-effects/types-of-effects-game-effects.md#general-rules)', () => {
    const on1 = item('test-on-1', [staticAbility(elementSetting('UMBRA', true, 'you'))]);
    const off = item('test-off', [staticAbility(elementSetting('UMBRA', false, 'each'))]);
    const on2 = item('test-on-2', [staticAbility(elementSetting('UMBRA', true, 'you'))]);
    let s = withDef(withDef(withDef(newGame({ first: A }), on1), off), on2);
    expect(enabledElements(s, A)).not.toContain('UMBRA');
    [s] = addObject(s, A, on1.slug);
    expect(enabledElements(s, A)).toContain('UMBRA');
    expect(enabledElements(s, B)).not.toContain('UMBRA');
    [s] = addObject(s, B, off.slug);
    expect(enabledElements(s, A)).not.toContain('UMBRA');
    [s] = addObject(s, A, on2.slug);
    expect(enabledElements(s, A)).toContain('UMBRA');
  });
});

describe('Type-acting', () => {
  it('An object attacking as though it were an ally keeps its own types (general-rules/general-rules-card-characteristics/README.md#type-acting)', () => {
    const grab = defineCard({ slug: 'test-grab', name: 'Test Grab', types: ['ACTION'], element: 'NORM', cost: reserve(0) }, { targets: [targetAlly()], onResolve: [] });
    let s = withDef(withDef(atBMain(), walkingDomain), grab);
    let dom: string, card: string;
    [s, dom] = addObject(s, B, walkingDomain.slug);
    const plain = defineCard({ slug: 'test-plain-domain', name: 'Test Plain Domain', types: ['DOMAIN'], element: 'NORM', cost: reserve(1), power: 3 }, {});
    let other: string;
    s = withDef(s, plain);
    [s, other] = addObject(s, B, plain.slug);
    expect(attackOffered(s, B, dom)).toBe(true);
    expect(attackOffered(s, B, other)).toBe(false);
    refuse(s, B, { type: 'attack', attacker: other }, 'combat-phase-attacking-and-the-combat-phase.md#general-rules');
    expect(objDef(s, s.objects[dom]!).types).toEqual(['DOMAIN']);
    [s, card] = addCard(s, B, grab.slug);
    refuse(s, B, { type: 'activate', card }); // "target ally": the domain is no ally, and there is no other ally
    // It attacks with its own power and deals its combat damage like an attacking ally.
    const before = champion(s, A).damage;
    s = act(s, B, { type: 'attack', attacker: dom });
    if (s.pending?.kind === 'attackDeclaration') s = act(s, B, { type: 'chooseAttackTarget', target: champion(s, A).id });
    s = passUntil(s, (x) => !x.combat && x.phase === 'main');
    expect(champion(s, A).damage).toBe(before + 3);
    expect(s.objects[dom]!.rested).toBe(true);
  });
});
