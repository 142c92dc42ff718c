import { cardScript, ifThen, masteryDirection, recover } from '../../define.js';

export default cardScript('harmonious-mantra', {
  // Recover 3, or 3 + LV with the currents facing North.
  onResolve: [ifThen(masteryDirection('north'), [{ op: 'scaled', x: { of: 'championLevel' }, plus: 3, effect: recover(0) }], [recover(3)])],
});
