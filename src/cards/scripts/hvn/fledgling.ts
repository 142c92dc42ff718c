import { cardScript } from '../../define.js';

export default cardScript('fledgling', {});
