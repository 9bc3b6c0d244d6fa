/**
 * Wording that marks what kind of bite a sentence can be. Patterns run on the
 * cleaned, lower-cased sentence.
 */

/** A speaker recommends doing something. Strongest first. */
export const recommendation: ReadonlyArray<{ pattern: RegExp; strength: number }> = [
  {
    pattern:
      /\b(?:i|we) (?:would |'d )?(?:strongly |highly |really |definitely )?(?:recommend|suggest|encourage)\b/,
    strength: 1,
  },
  {
    pattern:
      /\b(?:you should|you'll want to|you want to make sure|you need to|you have to|you must|you ought to|you might want to)\b/,
    strength: 0.9,
  },
  {
    pattern:
      /\b(?:make sure (?:you|to|that)|be sure to|don't forget to|remember to|never forget to|always make sure)\b/,
    strength: 0.9,
  },
  {
    pattern:
      /\b(?:go check (?:it|this|that|them) out|check (?:it|this|that|them) out|go (?:check|look|read|try|grab|install)|give (?:it|this|that) a (?:try|shot|go|look))\b/,
    strength: 0.8,
  },
  {
    pattern:
      /^(?:use|try|install|avoid|start|stop|read|watch|learn|pick|choose|keep|write|add|run|set|put|turn|consider|think about|look at|don't) \w+/,
    strength: 0.7,
  },
  {
    pattern: /\b(?:if you (?:want|need|are|have|care)[^,.]{0,60},? (?:you can|just|use|try|check|go))\b/,
    strength: 0.7,
  },
  {
    pattern:
      /\b(?:the (?:best|right) way (?:to|is)|best practice|my advice|the trick is|the key is|a good idea to|worth (?:checking|reading|trying|looking))\b/,
    strength: 0.6,
  },
];

/** Recommendations that are no use as an action item: subscribing, reading the show notes, the sponsor. */
export const notAnActionItem =
  /\b(?:subscribe|like (?:this|the) video|hit the (?:bell|like)|leave (?:a|us a) (?:comment|review)|show ?notes|description|link below|linked below|down below|sponsor|patreon|promo code|sign up for (?:the|our) newsletter|join us)\b/;

/** How a speaker frames the whole episode ("in this video we're going to"). */
export const episodeFraming =
  /\b(?:in (?:this|today's) (?:video|episode|talk|lecture|tutorial|lesson|session|show)|today (?:we're|we are|we'll|we will|i'm|i am|i'll|i will|i want)|this (?:episode|video|talk) is (?:about|all about)|we're (?:going to|gonna) (?:be )?(?:talk|look|learn|cover|explore|build|dive|discuss|go)|(?:welcome|welcome back) to|i want to (?:show|talk|walk)|we'll be (?:talking|looking|covering))\b/;

/** Conversation that carries no point of its own. */
export const chitChat =
  /\b(?:thanks for having me|thank you for having me|welcome to the show|good to (?:see|have) you|how are you|how's it going|nice to (?:see|meet) you|i don't know|i have no idea|that's (?:awesome|cool|great|amazing|funny|wild|crazy|hilarious|right|true|fair)|oh (?:wow|yeah|no|man)|sounds good|no worries|you're right|i agree|me too|let me (?:see|share|pull|find|bring)|(?:i'll|let's) see if|pull (?:it|that|this|one) up|real quick|screenshot|can you see|screen|hold on|where was i|i lost my|where is it)\b/;

/** Hedges make weak takeaways. */
export const hedging =
  /\b(?:i guess|i'm not sure|not sure|i don't know|maybe|kind of|sort of|probably|i think maybe|or something|or whatever|whatever)\b/;

/** Words that make a line memorable: conviction, contrast, strong feeling. */
export const memorable =
  /\b(?:love|hate|amazing|incredible|magic(?:al)?|wonderful|beautiful|terrible|awful|insane|favorite|best|worst|never|always|everything|nothing|everyone|nobody|impossible|truly|the key|the secret|the problem|the whole point|the future|game changer|believe|dream|matters?|fear|easier|harder|simple|simplest|powerful|fundamental|whole world|life)\b/g;

/** Openings that lean on the sentence before ("It does", "That's why"). */
export const leansOnContext =
  /^(?:it|it's|its|that|that's|they|they're|them|he|she|his|her|which|those|these|there's|this one|same|yes|no)\b/;
