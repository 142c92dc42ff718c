import {
  activated, allOf, cant, cardScript, championBonus, eventObjectIs, ifThen, may, objectSet, oncePerTurn, onHit, removeCounters, restSelf, self,
  staticAbility, triggered, yourChampion,
} from '../../define.js';

const merlin = championBonus('Merlin');

export default cardScript('vorpal-sword', {
  abilities: [
    staticAbility(cant('retaliate', { set: objectSet('allAllies', { subtype: 'SPECTER' }) })),
    activated([restSelf(), { kind: 'banishFromMaterialDeck' }], [{ op: 'grantKeyword', subject: self(), keyword: 'spellshroud', duration: 'untilEndOfTurn' }], { condition: merlin }),
    oncePerTurn(triggered(onHit(), [
      may(ifThen({ kind: 'championCounters', counter: 'preparation', min: 1 }, [
        removeCounters(yourChampion(), 'preparation', 1),
        { op: 'wakeUp', subject: yourChampion() }, // the attacker: only its controller's champion attacks using it
      ])),
    ], { condition: allOf(merlin, eventObjectIs('ALLY')) })),
  ],
});
