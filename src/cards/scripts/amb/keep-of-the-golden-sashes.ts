import { atBeginningOfYourRecollection, cardScript, staticAbility, triggered } from '../../define.js';

export default cardScript('keep-of-the-golden-sashes', {
  abilities: [
    staticAbility({ kind: 'filteredCostModifier', players: 'opponents', filter: {}, amount: 1, firstEachTurn: true }),
    // Upkeep: banish two cards from your graveyard, or sacrifice this.
    triggered(atBeginningOfYourRecollection(), [{ op: 'banishFromGraveyard', filter: {}, max: 2, exactly: true, otherwise: [{ op: 'sacrificeSelf', then: [] }] }]),
  ],
});
