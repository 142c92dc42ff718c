import { allOf, cardScript, classBonus, draw, eventObjectIs, ifThen, onHit, triggered, yourChampion } from '../../define.js';

// The attacker of this (non-Command) attack card is your champion; the combat is over when its On Hit resolves.

export default cardScript('revenants-scourge', {
  abilities: [
    triggered(onHit(), [
      ifThen({ kind: 'eventObjectLineageCount', filter: { subtype: 'CURSE' }, min: 1 }, [{ op: 'wakeUp', subject: yourChampion() }, draw(1)]),
    ], { condition: allOf(classBonus(), eventObjectIs('CHAMPION')) }),
  ],
});
