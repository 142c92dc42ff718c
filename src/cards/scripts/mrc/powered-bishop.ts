import { cardScript, memoryRestriction, onDeath, staticAbility, summonToken, triggered } from '../../define.js';

export default cardScript('powered-bishop', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 1 }, memoryRestriction(4)),
    triggered(onDeath(), [summonToken('powercell')]),
  ],
});
