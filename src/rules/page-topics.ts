/**
 * What players ask each rules page about, in their own words: the situations a page settles, not
 * its wording. The full-text search reads these as one more field of the page, so "opp quits" finds
 * the page on ending the game although that page never says "quit". Keyed by page path; a page
 * missing here (a new page in a later rules version) is searched by its own text only.
 */
const gm = 'game-mechanics';
const gr = 'general-rules';

export const PAGE_TOPICS: Readonly<Record<string, string>> = {
  [`${gr}/general-rules-objectives.md`]:
    'how do i win goal of the game beat defeat opponent champion both champions die same time tie draw simultaneous loss',
  [`${gr}/general-rules-players.md`]:
    'turn player non turn player whose turn slow action when can i act empty stack zero amount nothing happened player action',
  [`${gr}/general-rules-starting-the-game.md`]:
    'start of the game setup who goes first coin flip shuffle opening hand how many cards first turn going second going first skip draw mulligan pregame before the game begins level 0 champion put on field turn one attack first turn',
  [`${gr}/general-rules-ending-the-game.md`]:
    'game over lose win draw tie champion dies 0 life no champion deck runs out empty deck cant draw concede quit leave multiplayer player leaves their cards removed',
  [`${gr}/general-rules-format-conventions.md`]:
    'deckbuilding deck size minimum maximum copies per name 4 copies material deck 12 cards singleton sideboard draft limited pantheon format legal constructed',
  [`${gr}/general-rules-parts-of-a-card/README.md`]:
    'parts of a card characteristics what is printed on a card name cost type class element speed power life durability text',
  [`${gr}/general-rules-parts-of-a-card/parts-of-a-card-name.md`]:
    'card name same name title champion name before the comma lineage name',
  [`${gr}/general-rules-parts-of-a-card/parts-of-a-card-cost.md`]:
    'reserve cost memory cost pay cost how much does it cost cards from hand face down into memory random banish from memory x cost cost increase decrease cost reduction below zero',
  [`${gr}/general-rules-parts-of-a-card/parts-of-a-card-typeline.md`]:
    'typeline type line card type subtype class where is the class printed',
  [`${gr}/general-rules-parts-of-a-card/parts-of-a-card-element.md`]:
    'element enabled elements off element fire water wind arcane norm play cards of an element my champion element',
  [`${gr}/general-rules-parts-of-a-card/parts-of-a-card-stats.md`]:
    'stats power life durability speed champion damage stays ally damage goes away health hp',
  [`${gr}/general-rules-parts-of-a-card/parts-of-a-card-text-box.md`]:
    'text box italic flavor text reminder text line break separate abilities',
  [`${gr}/general-rules-parts-of-a-card/parts-of-a-card-border-information.md`]:
    'border rarity set symbol collector number artist illustrator does it matter in game pantheon legal tag',
  [`${gr}/general-rules-card-types/card-types-champion.md`]:
    'level up leveling materialize champion of next level lineage champion keeps damage champion stays rested inherited effects delevel',
  [`${gr}/general-rules-card-types/card-types-ally.md`]:
    'ally unit summon ally enters awake ally dies when damage equals life ally damage removed',
  [`${gr}/general-rules-card-types/card-types-action.md`]:
    'action card spell instant speed fizzles goes to graveyard after',
  [`${gr}/general-rules-card-types/card-types-attack.md`]:
    'attack card attack cards negated attack card',
  [`${gr}/general-rules-card-types/card-types-boons.md`]: 'boon boons greater boon lesser boon bestow pantheon',
  [`${gr}/general-rules-card-types/card-types-item.md`]: 'item card items regalia item',
  [`${gr}/general-rules-card-types/card-types-weapon.md`]:
    'weapon durability wield loses durability breaks at 0 durability weapon attack allies cant use weapons',
  [`${gr}/general-rules-card-types/card-types-domain.md`]: 'domain card domains',
  [`${gr}/general-rules-card-types/card-types-phantasia.md`]: 'phantasia card phantasias',
  [`${gr}/general-rules-card-types/card-types-supertypes.md`]:
    'supertype unique two copies of a unique on the field regalia goes back to material deck regalia banished instead',
  [`${gr}/general-rules-card-types/card-types-functional-subtypes.md`]:
    'siegeable domain attack a domain bullet arrow aethercharge gun bow loaded must be loaded to attack',
  [`${gr}/general-rules-card-characteristics/README.md`]:
    'becomes another type turned into an item loses supertypes keeps its stats type changing effect set base power life stat setting',
  [`${gr}/general-rules-card-characteristics/double-faced-cards.md`]:
    'double faced card dfc flip transform back side front side which side counts off the field',
  [`${gm}/game-mechanics-game-zones/README.md`]:
    'zones list of zones face up face down card changes zone new object forgets',
  [`${gm}/game-mechanics-game-zones/game-zones-public-vs-private-information.md`]:
    'hidden information private public zone who can see know what cards opponent knows revealed',
  [`${gm}/game-mechanics-game-zones/game-zones-main-deck.md`]:
    'main deck library draw from top deck order shuffled top card revealed',
  [`${gm}/game-mechanics-game-zones/game-zones-material-deck.md`]:
    'material deck mat deck look at my material deck any time regalia champions in material deck',
  [`${gm}/game-mechanics-game-zones/game-zones-field.md`]: 'field battlefield board in play objects on field',
  [`${gm}/game-mechanics-game-zones/game-zones-memory.md`]:
    'memory zone cards in memory hidden face down go back to hand recollection',
  [`${gm}/game-mechanics-game-zones/game-zones-graveyard.md`]: 'graveyard gy discard pile destroyed cards go public order',
  [`${gm}/game-mechanics-game-zones/game-zones-banishment.md`]: 'banishment banished zone exile removed face up',
  [`${gm}/game-mechanics-game-zones/game-zones-hand.md`]: 'hand size maximum hand size no limit',
  [`${gm}/game-mechanics-game-zones/game-zones-effects-stack.md`]:
    'stack effects stack last in first out order resolve respond chain',
  [`${gm}/game-mechanics-game-zones/game-zones-intent.md`]: 'intent zone attack card in intent',
  [`${gm}/game-mechanics-game-zones/game-zones-pantheon.md`]: 'pantheon zone boons zone',
  [`${gm}/game-mechanics-game-zones/game-zones-object-specific-zones.md`]:
    'inner lineage cards under champion loaded cards in a gun what happens when the object leaves',
  [`${gm}/game-mechanics-turn-order/README.md`]:
    'turn order phases of a turn structure phase ends when both pass order of phases what happens at start of turn',
  [`${gm}/game-mechanics-turn-order/turn-order-wake-up-phase.md`]: 'wake up phase untap rested objects start of turn',
  [`${gm}/game-mechanics-turn-order/turn-order-materialize-phase.md`]:
    'materialize phase once per turn materialize from material deck',
  [`${gm}/game-mechanics-turn-order/turn-order-recollection-phase.md`]:
    'recollection phase memory returns to hand get my memory back start of turn',
  [`${gm}/game-mechanics-turn-order/turn-order-draw-phase.md`]: 'draw phase draw a card each turn draw step',
  [`${gm}/game-mechanics-turn-order/turn-order-main-phase.md`]: 'main phase play slow cards attack in main phase',
  [`${gm}/game-mechanics-turn-order/turn-order-end-phase.md`]:
    'end phase end of turn cleanup clean up damage removed until end of turn effects end',
  [`${gm}/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-attacking-and-the-combat-phase.md`]:
    'combat who can attack rest to attack attacker defender rested champion attack ally attack power total attacker leaves combat',
  [`${gm}/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-attack-declaration.md`]:
    'declare attack choose attack target attack a champion or ally taunt tariff illegal attack',
  [`${gm}/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-retaliation-step.md`]:
    'retaliate retaliation block defender hits back rest to retaliate',
  [`${gm}/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-damage-step.md`]:
    'damage step combat damage dealt at the same time simultaneous respond before damage weapon loses durability retaliator deals damage back',
  [`${gm}/game-mechanics-turn-order/turn-order-combat-phase/combat-phase-end-of-combat-step.md`]:
    'end of combat after combat attack card goes to graveyard combat ends',
  [`${gm}/game-mechanics-turn-order/turn-order-ending-phases.md`]:
    'end the phase end the turn effect ends turn stack emptied',
  [`${gm}/game-mechanics-turn-order/turn-order-skipping-phases.md`]: 'skip phase skipped phase skip my turn',
  [`${gm}/game-mechanics-playing-cards/README.md`]:
    'playing cards play a card illegal play undo rewind where does the card go after it resolves',
  [`${gm}/game-mechanics-playing-cards/playing-cards-card-activation.md`]:
    'activate a card steps of activation order of steps choose targets pay costs when are targets chosen',
  [`${gm}/game-mechanics-playing-cards/playing-cards-card-materialization.md`]:
    'materialize materialization from material deck memory cost floating memory',
  [`${gm}/game-mechanics-playing-cards/playing-cards-bestowing-boons.md`]: 'bestow boon bestowing',
  [`${gm}/game-mechanics-playing-cards/playing-cards-costs-and-memory.md`]:
    'paying reserve cards go to memory random card from memory fair random cost of 0 no cost',
  [`${gm}/game-mechanics-playing-cards/playing-cards-resolution.md`]:
    'resolve resolution fizzle targets gone illegal target optional may do in order',
  [`${gm}/game-mechanics-abilities/README.md`]: 'abilities kinds of abilities ability types',
  [`${gm}/game-mechanics-abilities/abilities-activated-abilities.md`]:
    'activated ability cost colon effect activate an ability tap ability',
  [`${gm}/game-mechanics-abilities/abilities-triggered-abilities.md`]:
    'triggered ability trigger whenever when at the beginning order of triggers respond to a trigger delayed reflexive',
  [`${gm}/game-mechanics-abilities/abilities-static-abilities.md`]:
    'static ability always on passive buff applies to new allies continuous',
  [`${gm}/game-mechanics-abilities/abilities-restriction-abilities.md`]:
    'restriction level restriction class restriction requirement text ignored',
  [`${gm}/game-mechanics-abilities/abilities-ability-tracking.md`]:
    'once per turn ability tracking used ability leaves and comes back new object',
  [`${gm}/game-mechanics-abilities/abilities-resolving-triggered-and-activated-abilities.md`]:
    'ability resolves source gone source left the field',
  [`${gm}/game-mechanics-types-of-effects/types-of-effects-game-effects.md`]:
    'conflicting effects cant beats can newest effect wins whenever one or more',
  [`${gm}/game-mechanics-types-of-effects/types-of-effects-replacement-effects.md`]:
    'replacement effect instead order of replacement effects',
  [`${gm}/game-mechanics-types-of-effects/types-of-effects-continuous-effects/README.md`]:
    'continuous effect layers timestamp dependency until end of turn buffs',
  [`${gm}/game-mechanics-types-of-effects/types-of-effects-continuous-effects/special-continuous-effects.md`]:
    'time is distorted materialize after main',
  [`${gm}/game-mechanics-objects-and-targeting.md`]:
    'target targeting object choose versus target same target twice redirect',
  [`${gm}/game-mechanics-timing-and-permissions.md`]:
    'timing fast slow instant speed opponent turn priority opportunity pass respond when can i play',
  [`${gm}/game-mechanics-damage.md`]: 'damage dmg non combat damage unpreventable damage source of damage damage instance',
  [`${gm}/game-mechanics-damage-prevention.md`]:
    'prevent prevention shield prevent damage order of prevention effects',
  [`${gm}/game-mechanics-drawing-cards.md`]: 'draw cards draw multiple cards deck out draw from empty deck',
  [`${gm}/game-mechanics-counters.md`]:
    'counters buff counter debuff counter cancel out durability counter level counter omen counter',
  [`${gm}/game-mechanics-mastery.md`]: 'mastery masteries shifting currents phantasmagoria fractured memories',
  [`${gm}/game-mechanics-statuses.md`]: 'status crowds favor',
  [`${gm}/game-mechanics-special-elements.md`]: 'exalted norm special element',
  [`${gm}/game-mechanics-properties-and-states.md`]:
    'properties states face up face down rested awake prepared imbued brewed empowered distant fostered ephemeral agility',
  [`${gm}/game-mechanics-card-and-object-information.md`]:
    'last known information lki card left play information',
  [`${gm}/game-mechanics-copy.md`]: 'copy copies copy of an object copy of a card token copy',
  [`${gm}/game-mechanics-tokens.md`]: 'token tokens leave the field stop existing',
  [`${gm}/game-mechanics-miscellaneous-topics/permission.md`]: 'permission cant may not overrides may',
  [`${gm}/game-mechanics-miscellaneous-topics/concession.md`]: 'concede concession forfeit give up scoop',
  [`${gm}/game-mechanics-miscellaneous-topics/randomization.md`]: 'random randomize shuffle fairly',
  [`${gm}/game-mechanics-miscellaneous-topics/rounding.md`]: 'round rounding half round down fraction',
  [`${gm}/game-mechanics-miscellaneous-topics/searching-and-finding.md`]:
    'search find fail to find search deck',
  [`${gm}/game-mechanics-miscellaneous-topics/ordering-and-tracking.md`]:
    'order cards put on bottom of deck who orders',
  [`${gm}/game-mechanics-miscellaneous-topics/special-game-actions-and-turn-based-actions.md`]:
    'special action turn based action cant respond',
  [`${gm}/game-mechanics-miscellaneous-topics/state-based-checks-and-effects.md`]:
    'state based checks when does an ally die when is it destroyed checked',
  [`${gm}/game-mechanics-miscellaneous-topics/player-action-legality.md`]: 'card text beats the rules legal illegal action',
  [`${gm}/game-mechanics-miscellaneous-topics/naming.md`]: 'name a card choose a card name naming',
  [`${gm}/game-mechanics-miscellaneous-topics/effects.md`]: 'may optional unless if not if you do',
  [`${gm}/game-mechanics-miscellaneous-topics/simultaneous-selections.md`]: 'simultaneous choices choose at the same time',
  [`${gm}/game-mechanics-miscellaneous-topics/die-results-d-effects.md`]: 'die dice roll d6 roll a die',
  [`${gm}/game-mechanics-miscellaneous-topics/default-case.md`]: 'card overrides the rules card wins',
  [`${gm}/game-mechanics-miscellaneous-topics/tracking-information.md`]: 'track keep track tracking',
};
