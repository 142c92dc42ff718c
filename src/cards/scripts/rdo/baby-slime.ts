import { cardScript } from '../../define.js';

export default cardScript('baby-slime', {});
