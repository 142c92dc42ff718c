import { cardScript, championBonus, commandedWill, ifThen, keywordsWith, oncePerTurn, self, triggered } from '../../define.js';

// On Ally Kill: the keywords the killed ally had as it died (its last-known information).
export default cardScript('rowland-schwartz-knight', {
  ...keywordsWith(commandedWill(1)),
  abilities: [
    oncePerTurn(triggered({ on: 'kill' }, [ifThen({ kind: 'killedWas', type: 'ALLY', anyKeyword: ['intercept', 'taunt'] }, [{ op: 'wakeUp', subject: self() }])], { condition: championBonus('Alice') })),
  ],
});
