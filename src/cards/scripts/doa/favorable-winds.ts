import { cardScript, modifyLife } from '../../define.js';

export default cardScript('favorable-winds', { keywords: ['floatingMemory'], onResolve: [modifyLife({ ref: 'alliesYouControl' }, 1)] });
