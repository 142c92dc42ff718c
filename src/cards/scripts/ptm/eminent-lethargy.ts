import { cardScript } from '../../define.js';

export default cardScript('eminent-lethargy', {
  onResolve: [{ op: 'attackTax', amount: 2 }, { op: 'endCombatPhase' }],
});
