import { cant, cardScript, staticAbility } from '../../define.js';

// A token made by Dummy Trainer (ReC-AUR).
export default cardScript('training-dummy', { abilities: [staticAbility(cant('attack'))] });
