// Edge cases of Link and of First Boon:
// - an object with a Link ability that enters the field other than from the effects stack gets its
//   linked object chosen as it enters, targeting nothing (glossary/keywords-and-abilities.md#link);
// - a First Boon whose text asks for a card name as the boon is gained makes that choice as a
//   pre-game decision (glossary/keywords-and-abilities.md#first-boon,
//   general-rules/general-rules-card-types/card-types-boons.md#general-rules).
import { describe, expect, it } from 'vitest';
import { defineCard, destroy, draw, reserve, summonToken, target, targetAlly } from '../../src/cards/define.js';
import type { CardDef, TargetSpec } from '../../src/cards/vocabulary.js';
import { createGame, legalActions } from '../../src/engine/index.js';
import type { Action, GameState, RuleViolation } from '../../src/engine/index.js';
import type { Ctx } from '../../src/engine/flow/ctx.js';
import { advance } from '../../src/engine/flow/phases.js';
import { answerChooseLink, linkChoiceAnswers } from '../../src/engine/effects/link.js';
import { answerBoonName, boonChosenName, boonNameAnswers } from '../../src/engine/flow/boons.js';
import { parseGameState } from '../../src/engine/schema.js';
import { RULES } from '../../src/engine/rules-refs.js';
import { A, B, act, addCard, addObject, atMain, champion, newGame, passUntil, player, setupFor, withDef } from '../engine/helpers.js';

// ---------- answering the two new decisions ----------

/** The answers offered for the pending chooseLink / chooseBoonName decision. */
function offered(s: GameState): Action[] {
  const d = s.pending;
  if (d?.kind === 'chooseLink') return linkChoiceAnswers(d);
  if (d?.kind === 'chooseBoonName') return boonNameAnswers(d);
  return [];
}

/** Answer straight through the answering function (the one the legal.ts / apply.ts hooks call). */
function answer(s: GameState, who: string, action: Action): { s: GameState; v: RuleViolation | null } {
  const ctx: Ctx = { s: structuredClone(s), events: [] };
  const d = ctx.s.pending;
  let v: RuleViolation | null;
  if (d?.kind === 'chooseLink') v = answerChooseLink(ctx, who, d, action);
  else if (d?.kind === 'chooseBoonName') v = answerBoonName(ctx, who, d, action);
  else throw new Error(`cannot answer ${d?.kind}`);
  if (!v) advance(ctx); // as `apply` does after any answer
  return { s: ctx.s, v };
}

/** Answer the decision: through `act` once legal.ts lists it, else through the answering function. */
function decide(s: GameState, who: string, action: Action): GameState {
  let listed = false;
  try {
    listed = legalActions(s, who).some((a) => JSON.stringify(a) === JSON.stringify(action));
  } catch { /* decision not hooked into legal.ts yet */ }
  if (listed) return act(s, who, action);
  const out = answer(s, who, action);
  if (out.v) throw new Error(out.v.message);
  return out.s;
}

// ---------- Link ----------

const ally = (slug: string, extra: Partial<CardDef> = {}): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ALLY'], element: 'NORM', cost: reserve(0), power: 1, life: 2 }, {}), ...extra });
const action = (slug: string, extra: Partial<CardDef> = {}): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['ACTION'], element: 'NORM', cost: reserve(0) }, {}), ...extra });
/** A token phantasia with a Link ability restricted by `spec` (e.g. "Ally Link"). */
const linkToken = (slug: string, spec: TargetSpec, keyword: 'link' | 'linkShield' = 'link'): CardDef =>
  ({ ...defineCard({ slug, name: slug, types: ['TOKEN', 'PHANTASIA'], element: 'NORM', cost: reserve(0) }, {}), keywords: [keyword], targets: [spec] });
const charm = linkToken('test-link-charm', targetAlly());
const championCharm = linkToken('test-champion-charm', { kind: 'champion' });
/** Summons the Link token: it enters from outside the game, not from the effects stack. */
const conjure = (token: string) => action(`test-conjure-${token}`, { onResolve: [summonToken(token)] });
/** A Link phantasia card: activated, it enters from the stack linked to its target. */
const linkCard = { ...defineCard({ slug: 'test-link-card', name: 'test-link-card', types: ['PHANTASIA'], element: 'NORM', cost: reserve(0) }, {}), keywords: ['link'], targets: [targetAlly()] } as CardDef;

const start = (...defs: CardDef[]) => defs.reduce((s, d) => withDef(s, d), passUntil(newGame({ first: A }), atMain(A)));

/** Alice plays a free card (with targets) from hand and everything resolves up to a pending decision. */
function play(s: GameState, slug: string, targets: string[] = []): GameState {
  let card: string;
  [s, card] = addCard(s, A, slug);
  s = act(s, A, { type: 'activate', card });
  for (const id of targets) s = act(s, A, { type: 'chooseTarget', target: { kind: 'object', id } });
  return passUntil(s, (t) => !!t.pending && t.pending.kind !== 'activation' ? true : t.stack.length === 0 && !t.pending && atMain(A)(t));
}
const tokenOf = (s: GameState, slug: string) => Object.values(s.objects).find((o) => o.def === slug);

describe('Link entering the field other than from the stack (glossary/keywords-and-abilities.md#link)', () => {
  it('Link (keywords-and-abilities.md#link): a summoned Link token with one object of its type to link to is linked to it as it enters', () => {
    let s = start(charm, ally('test-guard'), conjure(charm.slug));
    let u: string;
    [s, u] = addObject(s, A, 'test-guard');
    s = play(s, conjure(charm.slug).slug);
    const t = tokenOf(s, charm.slug);
    expect(t).toBeDefined();
    expect(t!.linkedTo).toBe(u);
    expect(s.pending).toBeNull();
  });

  it('Link (keywords-and-abilities.md#link): with several objects of its type, its controller chooses one before the link check; nothing else of another type is offered', () => {
    let s = start(charm, ally('test-guard'), conjure(charm.slug));
    let mine: string, theirs: string;
    [s, mine] = addObject(s, A, 'test-guard');
    [s, theirs] = addObject(s, B, 'test-guard');
    s = play(s, conjure(charm.slug).slug);
    const t = tokenOf(s, charm.slug)!;
    expect(t).toBeDefined(); // not sacrificed for having no link yet
    expect(s.pending).toEqual({ kind: 'chooseLink', player: A, object: t.id, options: [mine, theirs] });
    expect(offered(s)).toEqual([{ type: 'chooseLink', object: mine }, { type: 'chooseLink', object: theirs }]);
    expect(() => parseGameState(JSON.parse(JSON.stringify(s)))).not.toThrow();
    expect(parseGameState(JSON.parse(JSON.stringify(s))).objects[t.id]!.linkChoice).toBe(true);
    s = decide(s, A, { type: 'chooseLink', object: theirs });
    expect(s.objects[t.id]!.linkedTo).toBe(theirs);
    expect(s.objects[t.id]!.linkChoice).toBeUndefined();
    // The link is an ordinary link: when the linked ally leaves, the Link object is sacrificed.
    s = withDef(s, action('test-smite', { targets: [targetAlly()], onResolve: [destroy(target(0))] }));
    s = play(s, 'test-smite', [theirs]);
    expect(s.objects[t.id]).toBeUndefined();
  });

  it('Link (keywords-and-abilities.md#link): a choice outside the Link\'s type or not offered is refused, citing Link', () => {
    let s = start(charm, ally('test-guard'), conjure(charm.slug));
    [s] = addObject(s, A, 'test-guard');
    [s] = addObject(s, B, 'test-guard');
    s = play(s, conjure(charm.slug).slug);
    const champ = champion(s, A).id;
    const out = answer(s, A, { type: 'chooseLink', object: champ });
    expect(out.v?.rule).toBe(RULES.link);
    expect(answer(s, B, { type: 'chooseLink', object: champ }).v?.rule).toBe(RULES.link); // not Bob's choice
  });

  it('Link (keywords-and-abilities.md#link): with nothing of its type to link to as it enters, it is sacrificed by the state-based check', () => {
    let s = start(charm, conjure(charm.slug));
    s = play(s, conjure(charm.slug).slug);
    expect(tokenOf(s, charm.slug)).toBeUndefined();
    expect(s.pending).toBeNull();
    expect(s.log.some((l) => l.text.includes('link is broken'))).toBe(true);
  });

  it('Link (keywords-and-abilities.md#link): the choice targets nothing, so an ally that cannot be targeted may still be chosen', () => {
    let s = start(charm, ally('test-veiled', { keywords: ['omnishroud'] }), conjure(charm.slug));
    let u: string;
    [s, u] = addObject(s, B, 'test-veiled');
    s = play(s, conjure(charm.slug).slug);
    expect(tokenOf(s, charm.slug)?.linkedTo).toBe(u);
  });

  it('Link (keywords-and-abilities.md#link): the type before Link restricts the choice too (a Champion Link token links to a champion)', () => {
    let s = start(championCharm, ally('test-guard'), conjure(championCharm.slug));
    [s] = addObject(s, A, 'test-guard');
    s = play(s, conjure(championCharm.slug).slug);
    // Two champions on the field, no ally offered.
    expect(offered(s)).toEqual([{ type: 'chooseLink', object: champion(s, A).id }, { type: 'chooseLink', object: champion(s, B).id }]);
    s = decide(s, A, { type: 'chooseLink', object: champion(s, B).id });
    expect(tokenOf(s, championCharm.slug)?.linkedTo).toBe(champion(s, B).id);
  });

  it('Link (keywords-and-abilities.md#link): entering from the stack, it is linked to its target and nothing is asked, however many allies there are', () => {
    let s = start(linkCard, ally('test-guard'));
    let first: string, second: string;
    [s, first] = addObject(s, A, 'test-guard');
    [s, second] = addObject(s, A, 'test-guard');
    s = play(s, linkCard.slug, [second]);
    expect(s.pending).toBeNull();
    expect(tokenOf(s, linkCard.slug)?.linkedTo).toBe(second);
    expect(tokenOf(s, linkCard.slug)?.linkedTo).not.toBe(first);
    expect(tokenOf(s, linkCard.slug)?.linkChoice).toBeUndefined();
  });
});

// ---------- First Boon with a choice ----------

/** A First Boon that names a card as it is gained, apart from champions and regalia (as Greater Boon of Luxera). */
const namingBoon = (slug: string): CardDef => ({
  ...defineCard({ slug, name: slug, types: ['BOON'], subtypes: ['GREATER'], element: 'NORM', cost: reserve(0) }, {}),
  keywords: ['firstBoon'],
  onResolve: [draw(1)],
  gainChoice: { kind: 'cardName', exceptTypes: ['CHAMPION'], exceptSupertypes: ['REGALIA'] },
});
const tokenDef = defineCard({ slug: 'test-boon-token', name: 'Test Boon Token', types: ['TOKEN', 'ITEM'], element: 'NORM', cost: reserve(0) }, {});
const regaliaDef = defineCard({ slug: 'test-boon-regalia', name: 'Test Boon Regalia', types: ['ITEM'], supertypes: ['REGALIA'], element: 'NORM', cost: reserve(0) }, {});

function boonGame(boonFor: string[]) {
  const setup = setupFor(1);
  setup.firstPlayer = A;
  setup.defs = [...setup.defs, namingBoon('test-naming-boon-a'), namingBoon('test-naming-boon-b'), tokenDef, regaliaDef];
  for (const p of setup.players) {
    if (!boonFor.includes(p.id)) continue;
    p.deck = { ...p.deck, boons: [p.id === A ? 'test-naming-boon-a' : 'test-naming-boon-b'] };
  }
  return createGame(setup);
}

describe('First Boon that asks for a card name (glossary/keywords-and-abilities.md#first-boon)', () => {
  it('First Boon (keywords-and-abilities.md#first-boon): the name is chosen as a pre-game decision, after the bestowal resolves and before the Spirits enter', () => {
    let s = boonGame([A]);
    expect(s.pending?.kind).toBe('chooseBoonName');
    expect(s.pending?.player).toBe(A);
    expect(s.field).toHaveLength(0); // no Spirit has entered yet
    expect(s.opportunity).toBeNull(); // nobody has Opportunity while a boon is bestowed
    expect(s.log.some((l) => l.text.includes('bestows test-naming-boon-a'))).toBe(true);
    expect(() => parseGameState(JSON.parse(JSON.stringify(s)))).not.toThrow();
    const names = offered(s).map((a) => (a.type === 'chooseName' ? a.name : ''));
    expect(names).toContain('Blitz Mage');
    expect(names).not.toContain('Test Boon Token'); // tokens are not cards
    expect(names).not.toContain('Test Boon Regalia'); // excluded by the card's text
    expect(names.some((n) => Object.values(s.defs).some((d) => d.name === n && d.types.includes('CHAMPION')))).toBe(false);
    s = decide(s, A, { type: 'chooseName', name: 'Blitz Mage' });
    const boon = player(s, A).pantheon![0]!;
    expect(boon).toEqual({ card: boon.card, bestowed: true, chosenName: 'Blitz Mage' });
    expect(boonChosenName(s, A, boon.card)).toBe('Blitz Mage');
    expect(parseGameState(JSON.parse(JSON.stringify(s))).players.find((p) => p.id === A)!.pantheon![0]!.chosenName).toBe('Blitz Mage');
    // The game then begins: the Spirits enter after the boon was gained.
    expect(s.field.length).toBeGreaterThanOrEqual(2);
    const log = s.log.map((l) => l.text);
    expect(log.findIndex((t) => t.includes('names Blitz Mage'))).toBeLessThan(log.findIndex((t) => / reveals /.test(t)));
  });

  it('First Boon (card-types-boons.md#general-rules): a name the boon cannot name is refused, and only the boon\'s player answers', () => {
    const s = boonGame([A]);
    const champName = Object.values(s.defs).find((d) => d.types.includes('CHAMPION'))!.name;
    expect(answer(s, A, { type: 'chooseName', name: champName }).v?.rule).toBe(RULES.boons);
    expect(answer(s, A, { type: 'chooseName', name: 'Test Boon Regalia' }).v?.rule).toBe(RULES.boons);
    expect(answer(s, B, { type: 'chooseName', name: 'Blitz Mage' }).v?.rule).toBe(RULES.firstBoon);
  });

  it('First Boon (keywords-and-abilities.md#first-boon): players gain their First Boons in turn order, each choice asked in its turn', () => {
    let s = boonGame([A, B]);
    expect(s.pending?.player).toBe(A);
    expect(s.log.some((l) => l.text.includes('test-naming-boon-b'))).toBe(false); // Bob's boon waits for Alice's choice
    s = decide(s, A, { type: 'chooseName', name: 'Blitz Mage' });
    expect(s.pending?.kind).toBe('chooseBoonName');
    expect(s.pending?.player).toBe(B);
    expect(s.field).toHaveLength(0);
    s = decide(s, B, { type: 'chooseName', name: 'Blitz Mage' });
    expect(boonChosenName(s, B, player(s, B).pantheon![0]!.card)).toBe('Blitz Mage');
    expect(s.field.length).toBeGreaterThanOrEqual(2);
  });
});
