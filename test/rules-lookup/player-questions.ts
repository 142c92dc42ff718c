/** Realistic player questions (our own wording) and the pages that answer them. */
export interface PlayerQuestion {
  question: string;
  /** Any of these pages in the top three results counts as found. */
  pages: string[];
}

const KW = 'glossary/keywords-and-abilities.md';
const TERMS = 'glossary/game-terms.md';
const GR = 'general-rules';
const CT = `${GR}/general-rules-card-types`;
const PC = `${GR}/general-rules-parts-of-a-card`;
const GM = 'game-mechanics';
const ZONES = `${GM}/game-mechanics-game-zones`;
const TURN = `${GM}/game-mechanics-turn-order`;
const COMBAT = `${TURN}/turn-order-combat-phase`;
const PLAY = `${GM}/game-mechanics-playing-cards`;
const ABIL = `${GM}/game-mechanics-abilities`;
const EFF = `${GM}/game-mechanics-types-of-effects`;
const MISC = `${GM}/game-mechanics-miscellaneous-topics`;

export const PLAYER_QUESTIONS: PlayerQuestion[] = [
  { question: 'can I attack on my first turn', pages: [`${GR}/general-rules-starting-the-game.md`, `${TURN}/README.md`] },
  { question: 'how does floating memory pay', pages: [KW, `${PLAY}/playing-cards-card-materialization.md`, `${PC}/parts-of-a-card-cost.md`] },
  { question: 'what happens when a champion levels up rested', pages: [`${CT}/card-types-champion.md`] },
  { question: 'what is a reserve cost', pages: [`${PC}/parts-of-a-card-cost.md`, TERMS, `${PLAY}/playing-cards-costs-and-memory.md`] },
  { question: 'does ally damage go away', pages: [`${CT}/card-types-ally.md`, `${PC}/parts-of-a-card-stats.md`, `${TURN}/turn-order-end-phase.md`, `${GM}/game-mechanics-damage.md`] },
  { question: 'what does taunt do', pages: [KW] },
  { question: 'how many cards do I need in a constructed deck', pages: [`${GR}/general-rules-format-conventions.md`] },
  { question: 'when do I lose the game', pages: [`${GR}/general-rules-ending-the-game.md`] },
  { question: 'what happens if I have to draw from an empty deck', pages: [`${GR}/general-rules-ending-the-game.md`, `${GM}/game-mechanics-drawing-cards.md`] },
  { question: 'which units can retaliate against an attacker', pages: [`${COMBAT}/combat-phase-retaliation-step.md`, TERMS] },
  { question: 'in what order does the effects stack resolve', pages: [`${ZONES}/game-zones-effects-stack.md`] },
  { question: 'what is the intent zone used for', pages: [`${ZONES}/game-zones-intent.md`] },
  { question: 'do weapons lose durability when they attack', pages: [`${CT}/card-types-weapon.md`, `${COMBAT}/combat-phase-damage-step.md`, `${PC}/parts-of-a-card-stats.md`] },
  { question: 'what happens to a token that leaves the field', pages: [`${GM}/game-mechanics-tokens.md`, TERMS] },
  { question: 'how do continuous effect layers apply', pages: [`${EFF}/types-of-effects-continuous-effects/README.md`] },
  { question: 'when do my memory cards go back to my hand', pages: [`${TURN}/turn-order-recollection-phase.md`, `${ZONES}/game-zones-memory.md`] },
  { question: 'can I materialize more than one card in a turn', pages: [`${PLAY}/playing-cards-card-materialization.md`, `${TURN}/turn-order-materialize-phase.md`] },
  { question: 'what does fizzle mean', pages: [TERMS, `${CT}/card-types-action.md`, `${PLAY}/playing-cards-resolution.md`] },
  { question: 'how does intercept work', pages: [KW] },
  { question: 'difference between fast and slow speed', pages: [`${GM}/game-mechanics-timing-and-permissions.md`, TERMS, `${PC}/parts-of-a-card-stats.md`] },
  { question: 'what is last known information', pages: [`${GM}/game-mechanics-card-and-object-information.md`, TERMS] },
  { question: 'who orders replacement effects', pages: [`${EFF}/types-of-effects-replacement-effects.md`] },
  { question: 'what are the state based checks', pages: [`${MISC}/state-based-checks-and-effects.md`] },
  { question: 'can I control two copies of a unique card', pages: [`${CT}/card-types-supertypes.md`] },
  { question: 'where does a regalia go when it is destroyed', pages: [`${CT}/card-types-supertypes.md`] },
  { question: 'can stealth units be attacked', pages: [KW] },
  { question: 'when does an on hit ability trigger', pages: [KW, TERMS] },
  { question: 'what cards are in the inner lineage', pages: [`${ZONES}/game-zones-object-specific-zones.md`, TERMS, `${CT}/card-types-champion.md`] },
  { question: 'do buff and debuff counters cancel out', pages: [`${GM}/game-mechanics-counters.md`] },
  { question: 'what does cleave do', pages: [KW] },
  { question: 'which elements am I allowed to play', pages: [`${PC}/parts-of-a-card-element.md`, TERMS] },
  { question: 'is a copy of an object a token', pages: [`${GM}/game-mechanics-copy.md`, `${GM}/game-mechanics-tokens.md`] },
  { question: 'what order do simultaneous triggers go on the stack', pages: [`${ABIL}/abilities-triggered-abilities.md`] },
  { question: 'what goes in the material deck', pages: [`${ZONES}/game-zones-material-deck.md`, `${GR}/general-rules-format-conventions.md`] },
  { question: 'how should the deck be randomized before the game', pages: [`${MISC}/randomization.md`, `${GR}/general-rules-starting-the-game.md`, TERMS] },
  { question: 'can I concede at any time', pages: [`${MISC}/concession.md`] },
  { question: 'how does a bulwark counter prevent damage', pages: [`${GM}/game-mechanics-counters.md`, `${GM}/game-mechanics-damage-prevention.md`, KW] },
  { question: 'how many masteries can a player have', pages: [`${GM}/game-mechanics-mastery.md`] },
  { question: 'what happens when a double faced card transforms', pages: [`${GR}/general-rules-card-characteristics/double-faced-cards.md`, TERMS] },
  { question: 'what happens during the wake up phase', pages: [`${TURN}/turn-order-wake-up-phase.md`] },
  { question: 'do numbers round up or down', pages: [`${MISC}/rounding.md`] },
  { question: 'is there a maximum hand size', pages: [`${ZONES}/game-zones-hand.md`, `${TURN}/turn-order-end-phase.md`] },
  { question: 'does my champion rest when I play an attack card', pages: [`${CT}/card-types-attack.md`, `${CT}/card-types-champion.md`] },
  { question: 'can an ally attack the turn it enters the field', pages: [`${CT}/card-types-ally.md`, `${ZONES}/game-zones-field.md`, `${COMBAT}/combat-phase-attacking-and-the-combat-phase.md`] },
];
