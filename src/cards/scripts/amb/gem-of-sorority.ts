import { activated, banishSelf, cardScript, empower } from '../../define.js';

export default cardScript('gem-of-sorority', { abilities: [activated([banishSelf()], [empower(2)])] });
