import { ButtonStyle, ComponentType, MessageFlags } from 'discord.js';
import type { APIButtonComponent, InteractionReplyOptions } from 'discord.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as keywordCommand from '../../commands/keyword.js';
import * as ruleCommand from '../../commands/rule.js';
import { loadRulesCorpus } from '../../src/rules/corpus.js';
import { EMBED_LIMITS, packLines, sectionEmbed, sectionReply } from '../../src/rules/reply.js';
import type { RuleReply } from '../../src/rules/reply.js';
import { buildRulesIndex } from '../../src/rules/search.js';
import type { RulesSection, SubRule } from '../../src/rules/types.js';
import { FIXTURE_RULES } from './helpers.js';

const index = buildRulesIndex(await loadRulesCorpus(FIXTURE_RULES));

function buttonsOf(reply: RuleReply): APIButtonComponent[] {
  return reply.components.flatMap((row) => row.components);
}

function customIds(reply: RuleReply): string[] {
  return buttonsOf(reply).flatMap((b) => ('custom_id' in b ? [b.custom_id] : []));
}

// Compile-time check: the payload is what discord.js accepts for interaction.reply().
const asDiscordReply = (reply: RuleReply): InteractionReplyOptions => reply;

describe('/rule definition', () => {
  it('declares a required autocompleted query option', () => {
    expect(ruleCommand.data.name).toBe('rule');
    expect(ruleCommand.data.options?.[0]).toMatchObject({ name: 'query', required: true, autocomplete: true, max_length: 200 });
    expect(keywordCommand.data.name).toBe('keyword');
    expect(keywordCommand.data.options?.[0]).toMatchObject({ name: 'name', required: true, autocomplete: true });
  });
});

describe('/rule handler', () => {
  it('answers a question with an ephemeral embed: path, text, sub-rules, deep link, version', () => {
    const reply = ruleCommand.handleRule({ query: 'basics-turn-flow/phase-order:3' }, index);
    asDiscordReply(reply);
    expect(reply.flags).toBe(MessageFlags.Ephemeral);
    const embed = reply.embeds[0];
    expect(embed?.title).toBe('Basics › Turn Flow › Phase Order › 3');
    expect(embed?.url).toBe('https://rules.gatcg.com/basics/basics-turn-flow#phase-order');
    expect(embed?.description).toMatch(/^\*\*3\*\* During the Skirmish phase/);
    expect(embed?.fields?.[0]?.name).toBe('Sub-rules');
    expect(embed?.fields?.[0]?.value).toContain('**3.2.1** A tipped sentry');
    expect(embed?.footer?.text).toContain('updated 2031-03-03');
    expect(embed?.footer?.text).toContain('basics/basics-turn-flow.md#phase-order');
    expect(reply.allowedMentions).toEqual({ parse: [] });
  });

  it('answers free text with the best hit and links the next ones under "See also"', () => {
    const reply = ruleCommand.handleRule({ query: 'sending out a sentry tips it' }, index);
    const embed = reply.embeds[0];
    expect(embed?.url).toBe('https://rules.gatcg.com/basics/basics-turn-flow#phase-order');
    const seeAlso = embed?.fields?.find((f) => f.name === 'See also');
    expect(seeAlso?.value).toMatch(/^\[.+\]\(https:\/\/rules\.gatcg\.com\//);
  });

  it('leaves parts of the shown section out of "See also"', () => {
    const get = (id: string): RulesSection => {
      const section = index.getSection(id);
      if (!section) throw new Error(id);
      return section;
    };
    const shown = get('basics-turn-flow/phase-order:3');
    const related = [get('basics-turn-flow/phase-order:3.2'), get('basics-turn-flow/phase-order'), get('keywords-and-abilities/skyward')];
    const seeAlso = sectionEmbed(shown, null, related).fields?.find((f) => f.name === 'See also');
    expect(seeAlso?.value).toBe('[Keywords and Abilities › Skyward](https://rules.gatcg.com/glossary/keywords-and-abilities#skyward)');
  });

  it('answers a section id picked from autocomplete exactly', () => {
    const reply = ruleCommand.handleRule({ query: 'game-terms/exhaust' }, index);
    expect(reply.embeds[0]?.title).toBe('Glossary › Game Terms › Exhaust');
    expect(reply.embeds[0]?.url).toBe('https://rules.gatcg.com/glossary/game-terms#exhaust');
  });

  it('offers "Show examples" only when the section has examples, and always "Post in channel"', () => {
    const withExamples = ruleCommand.handleRule({ query: 'keywords-and-abilities/skyward' }, index);
    expect(customIds(withExamples)).toEqual(['rule:examples:keywords-and-abilities/skyward', 'rule:post:keywords-and-abilities/skyward']);
    const link = buttonsOf(withExamples).find((b) => b.style === ButtonStyle.Link);
    expect(link && 'url' in link ? link.url : null).toBe('https://rules.gatcg.com/glossary/keywords-and-abilities#skyward');

    const without = ruleCommand.handleRule({ query: 'game-terms/exhaust' }, index);
    expect(customIds(without)).toEqual(['rule:post:game-terms/exhaust']);
    expect(without.components[0]?.type).toBe(ComponentType.ActionRow);
  });

  it('explains when nothing matches, without echoing markdown or pinging', () => {
    const reply = ruleCommand.handleRule({ query: 'zzqx @everyone **bold**' }, index);
    expect(reply.embeds).toEqual([]);
    expect(reply.flags).toBe(MessageFlags.Ephemeral);
    expect(reply.content).toContain('No rules section matches');
    expect(reply.content).toContain('\\*\\*bold\\*\\*');
    expect(reply.allowedMentions).toEqual({ parse: [] });
  });

  it('rejects malformed options', () => {
    for (const options of [undefined, null, {}, { query: 42 }, { query: '   ' }, { query: 'x'.repeat(201) }]) {
      const reply = ruleCommand.handleRule(options, index);
      expect(reply.embeds).toEqual([]);
      expect(reply.flags).toBe(MessageFlags.Ephemeral);
    }
  });

  it('autocompletes with at most 25 valid choices and ignores non-string input', () => {
    const choices = ruleCommand.autocomplete('sen', index);
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.length).toBeLessThanOrEqual(25);
    expect(ruleCommand.autocomplete(123, index)).toEqual([]);
    expect(ruleCommand.autocomplete('x'.repeat(300), index)).toEqual([]);
  });
});

describe('/keyword handler', () => {
  it('answers the glossary entry for a keyword', () => {
    const reply = keywordCommand.handleKeyword({ name: 'brace' }, index);
    expect(reply.embeds[0]?.title).toBe('Glossary › Keywords and Abilities › Brace N');
    expect(reply.embeds[0]?.description).toContain('**2** Several instances of Brace add together.');
  });

  it('autocompletes keyword names', () => {
    expect(keywordCommand.autocomplete('sky', index)).toEqual([{ name: 'Skyward (keyword)', value: 'keywords-and-abilities/skyward' }]);
    expect(keywordCommand.autocomplete({}, index)).toEqual([]);
  });

  it('rejects an empty name', () => {
    expect(keywordCommand.handleKeyword({ name: '' }, index).embeds).toEqual([]);
  });
});

describe('buttons', () => {
  it('parses valid custom ids', () => {
    expect(ruleCommand.parseRuleButtonId('rule:examples:basics-turn-flow/phase-order:3.2')).toEqual({
      action: 'examples',
      sectionId: 'basics-turn-flow/phase-order:3.2',
    });
    expect(ruleCommand.parseRuleButtonId('rule:post:game-terms/exhaust')).toEqual({ action: 'post', sectionId: 'game-terms/exhaust' });
  });

  it('rejects garbage custom ids', () => {
    for (const bad of ['', 'rule', 'rule:examples:', 'rule:delete:game-terms/exhaust', 'card:post:x', 'rule:post:UPPER', 'rule:post:a b',
      `rule:post:${'a'.repeat(90)}`, 42, null, undefined, {}, ['rule:post:x']]) {
      expect(ruleCommand.parseRuleButtonId(bad), String(bad)).toBeNull();
    }
  });

  it('never throws on arbitrary input and only accepts the two documented forms', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 120 }), fc.anything()), (input) => {
        const parsed = ruleCommand.parseRuleButtonId(input);
        if (parsed !== null) {
          expect(typeof input).toBe('string');
          expect(input).toBe(`rule:${parsed.action}:${parsed.sectionId}`);
        }
      }),
    );
  });

  it('shows examples ephemerally', () => {
    const reply = ruleCommand.handleRuleButton('rule:examples:keywords-and-abilities/skyward', index);
    expect(reply.flags).toBe(MessageFlags.Ephemeral);
    expect(reply.embeds[0]?.title).toMatch(/^Examples · /);
    expect(reply.embeds[0]?.description).toContain('griffin');
  });

  it('posts publicly, crediting the user without a ping, and drops the post button', () => {
    const reply = ruleCommand.handleRuleButton('rule:post:keywords-and-abilities/skyward', index, '123456789012345678');
    expect(reply.flags).toBeUndefined();
    expect(reply.content).toBe('Shared by <@123456789012345678>');
    expect(reply.allowedMentions).toEqual({ parse: [] });
    expect(customIds(reply)).toEqual(['rule:examples:keywords-and-abilities/skyward']);
  });

  it('explains stale or invalid buttons', () => {
    expect(ruleCommand.handleRuleButton('rule:post:gone/away', index).content).toMatch(/not in the current rules/);
    expect(ruleCommand.handleRuleButton('garbage', index).content).toMatch(/not valid/);
  });
});

describe('trimming to Discord limits', () => {
  const long = (n: number, word = 'lorem'): string => Array.from({ length: n }, (_, i) => `${word}${i}`).join(' ');
  const subRule = (number: string, text: string, subRules: SubRule[] = []): SubRule => ({ id: `big:${number}`, number, text, subRules });
  const huge: RulesSection = {
    id: 'big/heading:1',
    kind: 'rule',
    page: 'big/page.md',
    pageTitle: 'Big - Page',
    heading: 'x'.repeat(300),
    anchor: 'heading',
    number: '1',
    breadcrumb: ['Big', 'Page', 'y'.repeat(300), '1'],
    text: long(2000),
    subRules: Array.from({ length: 60 }, (_, i) => subRule(`1.${i + 1}`, long(60, 'ipsum'), [subRule(`1.${i + 1}.1`, long(300, 'dolor'))])),
    examples: Array.from({ length: 12 }, () => long(400, 'example')),
    parentId: null,
    glossary: null,
  };

  it('keeps title, description, fields and the total within limits, and says it was cut', () => {
    const embed = sectionEmbed(huge, '2030-01-01');
    expect(embed.title?.length).toBeLessThanOrEqual(EMBED_LIMITS.title);
    expect(embed.title?.endsWith('…')).toBe(true);
    expect(embed.description?.length).toBeLessThanOrEqual(EMBED_LIMITS.description);
    const fields = embed.fields ?? [];
    expect(fields.length).toBeLessThanOrEqual(EMBED_LIMITS.fields);
    for (const field of fields) expect(field.value.length).toBeLessThanOrEqual(EMBED_LIMITS.fieldValue);
    const total =
      (embed.title?.length ?? 0) + (embed.description?.length ?? 0) + (embed.footer?.text.length ?? 0) +
      fields.reduce((n, f) => n + f.name.length + f.value.length, 0);
    expect(total).toBeLessThanOrEqual(EMBED_LIMITS.total);
    expect(fields[fields.length - 1]?.name).toBe('More');
  });

  it('fits the rulings of named cards into what a long answer leaves', () => {
    const card = (name: string) => {
      const rulings = Array.from({ length: 5 }, (_, i) => ({ date: `2024-01-0${i + 1}`, text: long(200, 'ruling') }));
      return { card: { name, slug: name, text: '', rulings, url: `https://index.example/${name}` }, rulings: rulings.slice(0, 2) };
    };
    const embed = sectionEmbed(huge, '2030-01-01', [], [card('a'), card('b')]);
    const fields = embed.fields ?? [];
    const total =
      (embed.title?.length ?? 0) + (embed.description?.length ?? 0) + (embed.footer?.text.length ?? 0) +
      fields.reduce((n, f) => n + f.name.length + f.value.length, 0);
    expect(total).toBeLessThanOrEqual(EMBED_LIMITS.total);
    expect(fields.filter((f) => f.name.startsWith('Rulings · ')).map((f) => f.name)).toEqual(['Rulings · a', 'Rulings · b']);
    for (const field of fields) expect(field.value.length).toBeLessThanOrEqual(EMBED_LIMITS.fieldValue);
    // What was cut is still one click away.
    expect(fields.find((f) => f.name === 'Rulings · a')?.value).toMatch(/\d+ more on \[a on the Index\]\(https:\/\/index\.example\/a\)$/);
  });

  it('trims the examples reply too', () => {
    const reply = ruleCommand.handleRuleButton('rule:examples:big/heading:1', {
      ...index,
      getSection: (id: string) => (id === huge.id ? huge : undefined),
    });
    expect(reply.embeds[0]?.description?.length).toBeLessThanOrEqual(EMBED_LIMITS.description);
    expect(reply.embeds[0]?.description).toMatch(/more \[on the rules site\]/);
  });

  it('packs lines without exceeding the chunk size', () => {
    const chunks = packLines(['a'.repeat(10), 'b'.repeat(10), 'c'.repeat(30)], 21);
    expect(chunks).toEqual(['a'.repeat(10) + '\n' + 'b'.repeat(10), `${'c'.repeat(20)}…`]);
  });

  it('puts a heading\'s rules in the description when it has no intro', () => {
    const heading = index.getSection('keywords-and-abilities/brace-n');
    expect(heading).toBeDefined();
    if (!heading) return;
    const embed = sectionReply(heading, index.version).embeds[0];
    expect(embed?.description).toMatch(/^\*\*1\*\* Brace N is a static ability/);
  });
});
