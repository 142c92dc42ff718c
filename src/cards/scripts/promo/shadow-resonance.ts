import { allOf, cardScript, championBonus, draw, ifThen, recover, summonToken } from '../../define.js';

export default cardScript('shadow-resonance', {
  onResolve: [
    recover(2),
    draw(1),
    ifThen(allOf(championBonus('Tristan'), { kind: 'championCounters', counter: 'preparation', min: 4 }), [summonToken('ominous-shadow')]),
  ],
});
