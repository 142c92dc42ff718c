import { cardScript } from '../../define.js';

export default cardScript('conceal', { onResolve: [{ op: 'grantKeyword', subject: { ref: 'alliesYouControl' }, keyword: 'stealth', duration: 'untilEndOfTurn' }] });
