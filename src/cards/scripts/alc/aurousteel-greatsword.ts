import { cardScript } from '../../define.js';

export default cardScript('aurousteel-greatsword', {});
