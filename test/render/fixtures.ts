// Hand-built GameView fixtures for the renderers. Card names and stats are Index facts.
import type { CardType, CounterKind, Element } from '../../src/cards/vocabulary.js';
import type { CardFace, GameView, ObjectView, PlayerView, StackItemView } from '../../src/engine/view-types.js';

let nextId = 1;

function face(
  slug: string,
  name: string,
  types: CardType[],
  elements: Element[],
  cost: CardFace['cost'],
  stats: Partial<Pick<CardFace, 'level' | 'power' | 'life' | 'durability' | 'speed'>> & {
    supertypes?: string[];
    subtypes?: string[];
    classes?: string[];
  } = {},
): CardFace {
  return {
    id: `f-${slug}`,
    slug,
    name,
    types,
    supertypes: stats.supertypes ?? [],
    subtypes: stats.subtypes ?? [],
    classes: stats.classes ?? [],
    elements,
    cost,
    level: stats.level ?? null,
    power: stats.power ?? null,
    life: stats.life ?? null,
    durability: stats.durability ?? null,
    speed: stats.speed ?? null,
    scripted: true,
  };
}

const memory = (value: number | 'X') => ({ kind: 'memory' as const, value });
const reserve = (value: number | 'X') => ({ kind: 'reserve' as const, value });

export const FACES = {
  spiritOfFire: face('spirit-of-fire', 'Spirit of Fire', ['CHAMPION'], ['FIRE'], memory(0), { level: 0, life: 15, subtypes: ['SPIRIT'], classes: ['SPIRIT'] }),
  spiritOfWater: face('spirit-of-water', 'Spirit of Water', ['CHAMPION'], ['WATER'], memory(0), { level: 0, life: 15, subtypes: ['SPIRIT'], classes: ['SPIRIT'] }),
  lorraine: face('lorraine-wandering-warrior', 'Lorraine, Wandering Warrior', ['CHAMPION'], ['NORM'], memory(1), {
    level: 1, life: 20, subtypes: ['WARRIOR', 'HUMAN'], classes: ['WARRIOR'],
  }),
  lorraineBlademaster: face('lorraine-blademaster', 'Lorraine, Blademaster', ['CHAMPION'], ['NORM'], memory(2), {
    level: 2, life: 24, subtypes: ['WARRIOR', 'HUMAN'], classes: ['WARRIOR'],
  }),
  zanderBlindingSteel: face('zander-blinding-steel', 'Zander, Blinding Steel', ['CHAMPION'], ['LUXEM'], memory(3), {
    level: 3, life: 25, subtypes: ['ASSASSIN', 'HUMAN'], classes: ['ASSASSIN'],
  }),
  trainingSword: face('training-sword', 'Training Sword', ['WEAPON'], ['NORM'], memory(0), {
    power: 1, durability: 2, supertypes: ['REGALIA'], subtypes: ['WARRIOR', 'SWORD'], classes: ['WARRIOR'],
  }),
  crescentGlaive: face('crescent-glaive', 'Crescent Glaive', ['WEAPON'], ['NORM'], memory(1), {
    power: 1, durability: 3, supertypes: ['REGALIA'], subtypes: ['WARRIOR', 'POLEARM'], classes: ['WARRIOR'],
  }),
  blitzMage: face('blitz-mage', 'Blitz Mage', ['ALLY'], ['FIRE'], reserve(3), { power: 3, life: 1, subtypes: ['MAGE', 'HUMAN'], classes: ['MAGE'] }),
  swordSaint: face('sword-saint-of-everflame', 'Sword Saint of Everflame', ['ALLY'], ['FIRE'], reserve(4), {
    power: 3, life: 2, subtypes: ['WARRIOR', 'HUMAN'], classes: ['WARRIOR'],
  }),
  ritaiGuard: face('ritai-guard', 'Ritai Guard', ['ALLY'], ['FIRE'], reserve(4), { power: 2, life: 4, subtypes: ['GUARDIAN', 'HUMAN'], classes: ['GUARDIAN'] }),
  airshipCruiser: face('airship-cruiser', 'Airship Cruiser', ['ALLY'], ['WATER'], reserve(3), { power: 1, life: 3, subtypes: ['RANGER', 'HUMAN'], classes: ['RANGER'] }),
  vigilantSentry: face('vigilant-sentry', 'Vigilant Sentry', ['ALLY'], ['WIND'], reserve(3), { power: 2, life: 3, subtypes: ['GUARDIAN', 'HUMAN'], classes: ['GUARDIAN'] }),
  kraal: face('kraal-stonescale-tyrant', 'Kraal, Stonescale Tyrant', ['ALLY'], ['TERA'], reserve(5), {
    power: 6, life: 8, supertypes: ['UNIQUE'], subtypes: ['TAMER', 'BEAST', 'DRAGON'], classes: ['TAMER'],
  }),
  maiden: face('maiden-of-shrouded-fog', 'Maiden of Shrouded Fog', ['PHANTASIA', 'ALLY'], ['WIND'], reserve(3), {
    power: 2, life: 2, subtypes: ['CLERIC', 'APPARITION'], classes: ['CLERIC'],
  }),
  xuchang: face('xuchang-frozen-citadel', 'Xuchang, Frozen Citadel', ['DOMAIN'], ['WATER'], reserve(3), {
    durability: 4, supertypes: ['UNIQUE'], subtypes: ['MAGE', 'SIEGEABLE', 'CASTLE'], classes: ['MAGE'],
  }),
  manaroot: face('manaroot', 'Manaroot', ['TOKEN', 'ITEM'], ['NORM'], reserve(1), { subtypes: ['CLERIC', 'HERB', 'ADJUVANT', 'ROOT'], classes: ['CLERIC'] }),
  fireball: face('fireball', 'Fireball', ['ACTION'], ['FIRE'], reserve(4), { speed: true, subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'] }),
  arcaneBlast: face('arcane-blast', 'Arcane Blast', ['ACTION'], ['ARCANE'], reserve(11), { speed: false, subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'] }),
  tempestDownfall: face('tempest-downfall', 'Tempest Downfall', ['ACTION'], ['WIND'], reserve(3), { speed: true, subtypes: ['MAGE', 'SPELL'], classes: ['MAGE'] }),
  heatedVengeance: face('heated-vengeance', 'Heated Vengeance', ['ATTACK'], ['FIRE'], reserve(3), { power: 2, subtypes: ['WARRIOR', 'POLEARM'], classes: ['WARRIOR'] }),
  crimsonPrescience: face('crimson-prescience', 'Crimson Prescience', ['ACTION'], ['EXIA'], reserve(3), { speed: true, subtypes: ['WARRIOR', 'SKILL', 'REACTION'], classes: ['WARRIOR'] }),
  enervatingDecay: face('enervating-decay', 'Enervating Decay', ['ACTION'], ['TERA'], reserve(4), { speed: true, subtypes: ['CLERIC', 'SPELL', 'REACTION'], classes: ['CLERIC'] }),
  obelisk: face('obelisk-of-protection', 'Obelisk of Protection', ['TOKEN', 'DOMAIN'], ['NEOS'], reserve(3), { supertypes: ['UNIQUE'], subtypes: ['GUARDIAN', 'OBELISK'], classes: ['GUARDIAN'] }),
  scaleOfSouls: face('scale-of-souls', 'Scale of Souls', ['ITEM'], ['NORM'], memory(0), { supertypes: ['REGALIA'], subtypes: ['CLERIC', 'ACCESSORY'], classes: ['CLERIC'] }),
} satisfies Record<string, CardFace>;

/** A face with a made-up X cost, for the cost badge. */
export const X_COST_FACE: CardFace = { ...FACES.fireball, id: 'f-x', slug: 'x-cost-test', name: 'X Cost Test', cost: reserve('X') };

export function object(card: CardFace, controller: string, over: Partial<Omit<ObjectView, 'card' | 'controller'>> = {}): ObjectView {
  return {
    id: over.id ?? `o${nextId++}`,
    card,
    controller,
    owner: over.owner ?? controller,
    rested: over.rested ?? false,
    damage: over.damage ?? 0,
    counters: over.counters ?? {},
    power: over.power !== undefined ? over.power : card.power,
    life: over.life !== undefined ? over.life : card.life,
    level: over.level !== undefined ? over.level : card.level,
    isToken: over.isToken ?? card.types.includes('TOKEN'),
    attacking: over.attacking ?? false,
    defending: over.defending ?? false,
  };
}

export function player(id: string, name: string, over: Partial<PlayerView> = {}): PlayerView {
  return {
    id,
    name,
    champion: null,
    lineage: [],
    handCount: 0,
    hand: null,
    memoryCount: 0,
    memory: null,
    mainDeckCount: 40,
    materialDeckCount: 8,
    materialDeck: null,
    graveyard: [],
    banishment: [],
    enabledElements: ['NORM'],
    lost: false,
    ...over,
  };
}

/** Turn 1, nothing on the field but the two level-0 champions. */
export function openingView(viewer: GameView['viewer'] = 'public'): GameView {
  const alice = player('alice', 'Alice', {
    champion: object(FACES.spiritOfFire, 'alice', { id: 'o1' }),
    handCount: 7,
    hand: viewer === 'alice' ? [FACES.blitzMage, FACES.fireball, FACES.ritaiGuard, FACES.swordSaint, FACES.heatedVengeance, FACES.tempestDownfall, FACES.arcaneBlast] : null,
    mainDeckCount: 53,
    materialDeckCount: 9,
    enabledElements: ['NORM', 'FIRE'],
  });
  const bob = player('bob', 'Bob', {
    champion: object(FACES.spiritOfWater, 'bob', { id: 'o2' }),
    handCount: 7,
    hand: viewer === 'bob' ? [FACES.airshipCruiser] : null,
    mainDeckCount: 53,
    materialDeckCount: 9,
    enabledElements: ['NORM', 'WATER'],
  });
  return {
    viewer,
    version: 3,
    rulesVersion: 'test',
    turn: 1,
    phase: 'main',
    combatStep: null,
    turnPlayer: 'alice',
    actingPlayer: 'alice',
    waitingFor: 'Alice has Opportunity',
    players: [alice, bob],
    field: [],
    stack: [],
    combat: null,
    result: null,
    log: [{ turn: 1, player: 'alice', text: 'Alice drew 1 card' }],
  };
}

/** A crowded mid-game board: many objects, counters, rested units, a stack and a combat. */
export function busyView(viewer: GameView['viewer'] = 'public'): GameView {
  const lorraine = object(FACES.lorraineBlademaster, 'alice', { id: 'c-alice', damage: 7, life: 24, level: 2, counters: { enlighten: 1 } });
  const zander = object(FACES.zanderBlindingSteel, 'bob', { id: 'c-bob', damage: 18, level: 3, defending: true });
  const attacker = object(FACES.swordSaint, 'alice', { id: 'o-saint', rested: true, attacking: true, power: 5, counters: { buff: 2 } });
  const field: ObjectView[] = [
    object(FACES.crescentGlaive, 'alice', { id: 'o-glaive', counters: { durability: 2 } }),
    attacker,
    object(FACES.blitzMage, 'alice', { id: 'o-blitz', damage: 0 }),
    object(FACES.ritaiGuard, 'alice', { id: 'o-ritai', rested: true, damage: 2 }),
    object(FACES.kraal, 'alice', { id: 'o-kraal', counters: { preparation: 3 } }),
    object(FACES.manaroot, 'alice', { id: 'o-root' }),
    object(FACES.scaleOfSouls, 'alice', { id: 'o-scale', counters: { charge: 2 } }),
    object(FACES.airshipCruiser, 'bob', { id: 'o-air', damage: 1 }),
    object(FACES.vigilantSentry, 'bob', { id: 'o-sentry', rested: true, counters: { debuff: 1 } }),
    object(FACES.maiden, 'bob', { id: 'o-maiden' }),
    object(FACES.xuchang, 'bob', { id: 'o-xuchang', counters: { durability: 3 } }),
    object(FACES.obelisk, 'bob', { id: 'o-obelisk', isToken: true }),
    object(FACES.trainingSword, 'bob', { id: 'o-sword', rested: true, counters: { durability: 1 } }),
  ];
  const stack: StackItemView[] = [
    { id: 's1', kind: 'activation', controller: 'alice', name: 'Fireball', card: FACES.fireball, targets: ['Zander, Blinding Steel'] },
    { id: 's2', kind: 'trigger', controller: 'bob', name: 'Obelisk of Protection', card: FACES.obelisk, targets: [] },
    { id: 's3', kind: 'activation', controller: 'bob', name: 'Enervating Decay', card: FACES.enervatingDecay, targets: ['Sword Saint of Everflame'] },
  ];
  return {
    viewer,
    version: 187,
    rulesVersion: 'test',
    turn: 9,
    phase: 'combat',
    combatStep: 'retaliation',
    turnPlayer: 'alice',
    actingPlayer: 'bob',
    waitingFor: 'Bob may respond (Opportunity)',
    players: [
      player('alice', 'Alice', {
        champion: lorraine,
        lineage: [FACES.spiritOfFire, FACES.lorraine],
        handCount: 4,
        hand: viewer === 'alice' ? [FACES.fireball, FACES.blitzMage, FACES.heatedVengeance, FACES.crimsonPrescience] : null,
        memoryCount: 3,
        memory: viewer === 'alice' ? [FACES.arcaneBlast, FACES.tempestDownfall, FACES.ritaiGuard] : null,
        mainDeckCount: 31,
        materialDeckCount: 5,
        graveyard: [FACES.blitzMage, FACES.fireball, FACES.heatedVengeance],
        banishment: [FACES.tempestDownfall],
        enabledElements: ['NORM', 'FIRE'],
      }),
      player('bob', 'Bob the Extraordinarily Long-Named Opponent', {
        champion: zander,
        lineage: [FACES.spiritOfWater],
        handCount: 6,
        hand: viewer === 'bob' ? [FACES.airshipCruiser, FACES.vigilantSentry] : null,
        memoryCount: 2,
        memory: viewer === 'bob' ? [FACES.enervatingDecay] : null,
        mainDeckCount: 27,
        materialDeckCount: 6,
        graveyard: [FACES.crimsonPrescience, FACES.enervatingDecay],
        banishment: [],
        enabledElements: ['NORM', 'WATER', 'LUXEM'],
      }),
    ],
    field,
    stack,
    combat: { attacker: 'o-saint', defender: 'c-bob', intent: [FACES.heatedVengeance], retaliators: [] },
    result: null,
    log: [
      { turn: 9, player: 'alice', text: 'Alice materialized Crescent Glaive' },
      { turn: 9, player: 'alice', text: 'Alice activated Heated Vengeance' },
      { turn: 9, player: 'alice', text: 'Sword Saint of Everflame attacks Zander, Blinding Steel' },
      { turn: 9, player: 'bob', text: 'Bob activated Enervating Decay' },
      { turn: 9, player: 'alice', text: 'Alice activated Fireball' },
    ],
  };
}

export function finishedView(): GameView {
  const view = busyView('public');
  return {
    ...view,
    actingPlayer: null,
    waitingFor: 'The game is over',
    stack: [],
    combat: null,
    result: { kind: 'win', winner: 'alice', reason: 'Bob\'s champion took lethal damage' },
  };
}

export const ALL_ELEMENTS: Element[] = ['NORM', 'FIRE', 'WATER', 'WIND', 'ARCANE', 'ASTRA', 'CRUX', 'EXIA', 'LUXEM', 'NEOS', 'TERA', 'UMBRA', 'EXALTED'];
export const ALL_COUNTERS: CounterKind[] = ['buff', 'debuff', 'damage', 'durability', 'enlighten', 'level', 'preparation', 'charge'];
