import { activated, banishSelf, cardScript } from '../../define.js';

export default cardScript('synth-disrupter', {
  abilities: [activated([banishSelf()], [{ op: 'enterState', state: 'rested', filter: { type: 'ALLY', subtype: 'AUTOMATON' }, everyPlayer: true }])],
});
