import { cardScript, eventObjectIs, ifThen, onDeath, onHit, triggered } from '../../define.js';

export default cardScript('crossroads-specter', {
  abilities: [
    // On Champion Hit: that opponent banishes a card of their choice from their material deck.
    triggered(onHit(), [{ op: 'banishOwnMaterialCards', count: 1, chooser: 'eventObjectController' }], { condition: eventObjectIs('CHAMPION') }),
    triggered(onDeath(), [ifThen({ kind: 'allBanishments', filter: { supertype: 'REGALIA' }, min: 7 }, [{ op: 'graveyardToField', card: 'eventCard', counters: { buff: 1 }, ephemeral: true }])]),
  ],
});
