import { cardScript, classBonus, eventObject, onHit, staticAbility, triggered } from '../../define.js';

export default cardScript('frigid-bash', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, { kind: 'controlsCount', filter: { type: 'ITEM', subtype: 'SHIELD' }, min: 1 }),
    // The hit object stays rested through its controller's next wake up phase unless that player pays (2) as this resolves.
    triggered(onHit(), [{ op: 'unlessPays', target: 0, amount: 2, payer: 'eventObjectController', otherwise: [{ op: 'skipNextWakeUp', subject: eventObject() }] }], { condition: classBonus() }),
  ],
});
