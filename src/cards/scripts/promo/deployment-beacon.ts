import { classBonus, cardScript, onEnter, onLeave, summonToken, triggered } from '../../define.js';

export default cardScript('deployment-beacon', {
  abilities: [
    triggered(onEnter(), [summonToken('automaton-drone')]),
    triggered(onLeave(), [summonToken('automaton-drone')], { condition: classBonus() }),
  ],
});
