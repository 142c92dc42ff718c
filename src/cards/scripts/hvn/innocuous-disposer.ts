import { allOf, cardScript, classBonus, destroy, eventObject, eventObjectIs, ifThen, may, onHit, removeCounters, staticAbility, triggered, yourChampion } from '../../define.js';

// "If you do": the destruction only when a preparation counter was there to remove.
export default cardScript('innocuous-disposer', {
  abilities: [
    staticAbility({ kind: 'unretaliatable', by: { type: 'ALLY', subtype: 'HUMAN' } }),
    triggered(onHit(), [
      ifThen({ kind: 'eventObjectMatches', filter: { subtype: 'HUMAN' } }, [
        may(ifThen({ kind: 'championCounters', counter: 'preparation', min: 1 }, [removeCounters(yourChampion(), 'preparation', 1), destroy(eventObject())])),
      ]),
    ], { condition: allOf(classBonus(), eventObjectIs('ALLY')) }),
  ],
});
