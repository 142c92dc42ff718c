import { cardScript } from '../../define.js';

export default cardScript('plea-for-peace', { onResolve: [{ op: 'attackTax', amount: 1, duration: 'untilYourNextTurn' }] });
