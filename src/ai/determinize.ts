// One sampled world for the search: the game as the bot sees it, with every card it cannot see
// replaced by a guess. The bot may know its own hand, memory and material deck, its own deck
// list (so the contents of its main deck, though not their order), and everything public in
// `view(state, bot)`. The opponent's hand, memory, main deck and material deck are only counts
// to it: their card ids are kept as opaque labels (sorted, so their order says nothing) and each
// gets a definition sampled from what the bot has seen the opponent play and from its own deck
// list, never from the real card. The game's RNG is reseeded, so future shuffles and draws are
// unknown too. The no-peeking test checks the result is the same whatever the hidden cards are.
import { view } from '../engine/index.js';
import type { CardDef, CardFace, GameState, GameView, PlayerId, PlayerState } from '../engine/index.js';
import { type AiRng, nextU32, randInt, shuffle } from './rng.js';

/** What the bot knows about the cards it cannot see, computed once per decision. */
export interface Belief {
  me: PlayerId;
  opponent: PlayerId;
  /** Slugs to draw the opponent's hidden main-deck cards from (repeats weigh more). */
  mainPool: string[];
  /** Slugs to draw the opponent's hidden material-deck cards from. */
  materialPool: string[];
  /**
   * Before the opponent has revealed its starting champion, one of its hidden material cards must
   * be a level 0 champion for the game to go on: my own stands in for it.
   */
  startingChampion: string | null;
  /** The opponent's hidden card ids, sorted: hand, memory and main deck together; material deck apart. */
  hiddenMain: string[];
  hiddenMaterial: string[];
  /** The opponent's preserved cards (face up in its material deck), as its view lists them. */
  preserved: string[];
  counts: { hand: number; memory: number; mainDeck: number };
  /** My own main deck's card ids, sorted (I know its contents, not its order). */
  myDeck: string[];
}

const byId = (a: string, b: string) => (a.length - b.length) || (a < b ? -1 : a > b ? 1 : 0);
const isMaterialType = (d: CardDef) => d.types.includes('CHAMPION') || d.supertypes.includes('REGALIA');

function seenFaces(v: GameView, who: PlayerId): CardFace[] {
  const p = v.players.find((x) => x.id === who)!;
  const faces: CardFace[] = [...p.graveyard, ...p.banishment, ...p.lineage, ...(p.preserved ?? [])];
  for (const o of v.field) if (o.owner === who && !o.isToken) faces.push(o.card, ...(o.loaded ?? []));
  for (const item of v.stack) if (item.controller === who && item.card) faces.push(item.card);
  if (v.combat) for (const c of v.combat.intent) faces.push(c);
  return faces;
}

export function beliefFor(state: GameState, me: PlayerId): Belief {
  const v = view(state, me);
  const opp = v.players.find((p) => p.id !== me)!;
  const oppState = state.players.find((p) => p.id === opp.id)!;
  const meState = state.players.find((p) => p.id === me)!;
  const usable = new Set<string>(['NORM', ...opp.enabledElements]);
  // What the opponent has shown, and my own deck list as a stand-in for the cards it has not.
  const seen = seenFaces(v, opp.id).filter((f) => state.defs[f.slug] && !f.types.includes('TOKEN'));
  const seenMain = seen.filter((f) => !f.types.includes('CHAMPION') && !f.supertypes.includes('REGALIA')).map((f) => f.slug);
  const seenMaterial = seen.filter((f) => f.supertypes.includes('REGALIA')).map((f) => f.slug);
  const mine = Object.entries(state.cards).filter(([, c]) => c.owner === me && !c.copy).map(([id, c]) => ({ id, def: state.defs[c.def]! }));
  mine.sort((a, b) => byId(a.id, b.id));
  const myMain = mine.filter((c) => !isMaterialType(c.def) && !c.def.types.includes('TOKEN'));
  const fitting = myMain.filter((c) => c.def.elements.every((e) => usable.has(e))).map((c) => c.def.slug);
  const mainBase = fitting.length > 0 ? fitting : myMain.map((c) => c.def.slug);
  const myRegalia = mine.filter((c) => c.def.supertypes.includes('REGALIA') && !c.def.types.includes('CHAMPION')).map((c) => c.def.slug);
  const myStarter = mine.find((c) => c.def.types.includes('CHAMPION') && c.def.level === 0)?.def.slug ?? null;
  // Cards seen count twice as much as one copy of a stand-in: an opponent tends to play more of what it played.
  const mainPool = [...seenMain, ...seenMain, ...mainBase];
  const materialPool = [...seenMaterial, ...myRegalia];
  const preserved = new Set(opp.preserved?.map((f) => f.id) ?? []);
  return {
    me,
    opponent: opp.id,
    mainPool: mainPool.length > 0 ? mainPool : [...seenMaterial, ...myRegalia],
    materialPool: materialPool.length > 0 ? materialPool : mainPool,
    startingChampion: opp.champion || opp.lineage.length > 0 ? null : myStarter,
    hiddenMain: [...oppState.hand, ...oppState.memory, ...oppState.mainDeck].sort(byId),
    hiddenMaterial: oppState.materialDeck.filter((c) => !preserved.has(c)).sort(byId),
    preserved: [...preserved],
    counts: { hand: opp.handCount, memory: opp.memoryCount, mainDeck: opp.mainDeckCount },
    myDeck: [...meState.mainDeck].sort(byId),
  };
}

/** A sampled state consistent with the belief. `real` supplies only what the bot may see. */
export function determinize(real: GameState, belief: Belief, rng: AiRng): GameState {
  const cards = { ...real.cards };
  const pick = (pool: string[]) => pool[randInt(rng, pool.length)]!;
  for (const id of belief.hiddenMain) cards[id] = { owner: belief.opponent, def: pick(belief.mainPool) };
  for (const id of belief.hiddenMaterial) cards[id] = { owner: belief.opponent, def: pick(belief.materialPool) };
  const first = belief.hiddenMaterial[0];
  if (belief.startingChampion && first) cards[first] = { owner: belief.opponent, def: belief.startingChampion };
  const hidden = shuffle(rng, [...belief.hiddenMain]);
  const { hand, memory } = belief.counts;
  const players: PlayerState[] = real.players.map((p) => {
    if (p.id === belief.me) return { ...p, mainDeck: shuffle(rng, [...belief.myDeck]) };
    if (p.id !== belief.opponent) return p;
    return {
      ...p,
      hand: hidden.slice(0, hand),
      memory: hidden.slice(hand, hand + memory),
      mainDeck: hidden.slice(hand + memory),
      materialDeck: [...belief.hiddenMaterial, ...belief.preserved],
    };
  });
  return {
    ...real,
    cards,
    players,
    rng: { a: nextU32(rng), b: nextU32(rng), c: nextU32(rng), d: nextU32(rng) },
    log: [],
  };
}
