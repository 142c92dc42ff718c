import { cardScript, drawIntoMemory, onEnter, self, staticAbility, triggered } from '../../define.js';

export default cardScript('blighted-jewel', {
  abilities: [
    triggered(onEnter(), [{ op: 'becomeEphemeral', subject: self() }, drawIntoMemory(1)]),
    staticAbility({ kind: 'modifyStat', affects: 'yourAllies', stat: 'power', amount: 1, ephemeralEnteredThisTurn: true }),
  ],
});
