import type { LocalCopy } from './local-copy.js';

/** English material of the offline bot: well-known, safe self-help techniques, never clinical advice. */
export const EN: LocalCopy = {
  themes: {
    crisis: {
      reflect: [
        'I am really glad you told me, and I am taking what you said seriously. You deserve support right now from a person who can help: please call your local emergency number or a crisis line, or reach out to someone you trust and tell them how you feel.',
        'Thank you for trusting me with this. What you are feeling matters, and you should not have to hold it alone: please contact a crisis line or your local emergency number now, or someone you trust who can be with you.',
      ],
      ask: ['Are you safe right now?', 'Is there someone near you who can be with you right now?', 'Could you call one of the numbers shown here while we keep talking?'],
    },
    anxiety: {
      reflect: ['It sounds like anxiety has been weighing on you, and that can be really exhausting.', 'Feeling anxious like that is hard, and it makes sense that you want some relief.', 'Thank you for sharing this. Worry can take up so much space in the mind.'],
      ask: ['When do you notice the anxiety growing the most?', 'What usually helps you feel even a little calmer?', 'What goes through your mind when it starts?'],
    },
    sadness: {
      reflect: ['I hear that you are feeling sad, and I am glad you are putting it into words.', 'It sounds like things feel heavy right now. Your feelings matter.', 'That sounds painful. It is okay to feel this way, and you do not have to carry it alone.'],
      ask: ['How long have you been feeling like this?', 'Is there something in particular that has been on your mind lately?', 'What has been getting you through the hardest moments?'],
    },
    stress: {
      reflect: ['It sounds like you are under a lot of pressure right now.', 'That is a lot to hold at once. No wonder you feel stretched thin.', 'Stress like that can wear anyone down. It makes sense you feel this way.'],
      ask: ['What feels the most urgent among everything on your plate?', 'Is there a small thing you could set down, even for today?', 'How are you taking care of yourself in the middle of all this?'],
    },
    sleep: {
      reflect: ['Not resting well can affect everything else, so it is good that you are paying attention to it.', 'It sounds like your nights have been difficult lately.', 'Tiredness can make every feeling louder. That sounds tough.'],
      ask: ['What is usually on your mind when you try to fall asleep?', 'How have your evenings looked lately, before going to bed?', 'Have you noticed anything that makes your rest a little better?'],
    },
    loneliness: {
      reflect: ['Feeling alone can be one of the hardest things. I am glad you reached out here.', 'It sounds like you have been feeling quite isolated. That matters.', 'Thank you for telling me. Loneliness can hurt a lot, even when it is hard to explain.'],
      ask: ['Is there someone, even one person, you feel a little close to?', 'When do you feel the loneliness the most?', 'What kind of connection would you like to have more of?'],
    },
    work: {
      reflect: ['It sounds like work (or study) is taking a real toll on you.', 'That situation sounds demanding, and it is understandable that it affects you.', 'Work worries can follow us home. It makes sense that this is on your mind.'],
      ask: ['What part of it affects you the most?', 'How do you feel at the end of a typical day?', 'What would need to change for it to feel a bit more manageable?'],
    },
    relationships: {
      reflect: ['Relationships can bring up such strong feelings. Thank you for trusting me with this.', 'It sounds like this relationship is really important to you.', 'That sounds complicated and painful. Your feelings about it are valid.'],
      ask: ['How are you feeling about it right now?', 'What would you like the other person to understand?', 'What do you need most in this situation?'],
    },
    general: {
      reflect: ['Thank you for sharing that with me. I am here to listen.', 'I appreciate you opening up. Whatever you are going through, your feelings matter.', 'I am glad you wrote. Let us take this at your own pace.'],
      ask: ['How are you feeling right now?', 'Would you like to tell me a bit more about what is going on?', 'What has been on your mind the most lately?'],
    },
  },
  techniques: {
    breathing: {
      intro: 'Here is a breathing exercise you can try right now:',
      steps: ['Breathe in through your nose for a count of 4.', 'Hold gently for 4.', 'Breathe out slowly through your mouth for 6, a little longer than the in-breath.', 'Repeat for about two minutes, with a hand on your belly to feel it rise and fall.'],
    },
    grounding: {
      intro: 'When everything feels too much, the 5-4-3-2-1 exercise can bring you back to the present:',
      steps: ['Name 5 things you can see.', 'Notice 4 things you can touch, like your feet on the floor.', 'Listen for 3 things you can hear.', 'Find 2 things you can smell.', 'Notice 1 thing you can taste, and take one slow breath.'],
    },
    sleep: {
      intro: 'A few habits that help many people sleep better:',
      steps: ['Get up at the same time every day, weekends included.', 'Put screens away 30 to 60 minutes before bed and keep a short, calm wind-down routine.', 'If you are awake for more than about 20 minutes, get up and do something quiet in dim light until you feel sleepy.', 'Avoid caffeine after midday, and write tomorrow\'s worries on paper before bed.'],
    },
    planning: {
      intro: 'A simple way to make a heavy load more manageable:',
      steps: ['Write everything down, so your mind does not have to hold it.', 'Pick the three things that matter most today.', 'Break the first one into a step that takes 10 minutes or less, and start there.', 'Work for 25 minutes, then take a 5-minute break; plan some rest too.'],
    },
    anxiety: {
      intro: 'Some concrete things that often help with anxiety:',
      steps: ['Name it: "this is anxiety, it is uncomfortable and it will pass".', 'Slow your breathing, with the out-breath longer than the in-breath.', 'Move your body for 10 minutes, for example a short walk.', 'Set a 15-minute "worry time" later in the day, and park worries there until then.', 'Go easy on caffeine while things feel tense.'],
    },
    mood: {
      intro: 'When everything feels heavy, small steps count:',
      steps: ['Choose one small activity that used to feel good or useful, and do just five minutes of it.', 'Get some daylight or a short walk outside.', 'Send a message to one person, even just to say hello.', 'Speak to yourself as you would to a friend going through the same.'],
    },
    connection: {
      intro: 'A few ways to feel a bit more connected:',
      steps: ['Reach out to one person this week, even with a short message.', 'Try something regular with other people: a class, a group, volunteering.', 'Small exchanges count: a chat with a neighbour or a shop assistant.', 'Be patient with yourself; connection tends to grow with repetition.'],
    },
    coping: {
      intro: 'A few things you could try today:',
      steps: ['Take two minutes to breathe slowly, with a longer out-breath.', 'Write down what is on your mind, without judging it.', 'Do one small kind thing for yourself: water, a snack, a short walk.', 'Tell someone you trust how you are doing.'],
    },
  },
  voices: {
    thinking: ['Reading what they shared and the feeling behind it. ', 'Decide what would help most now, then answer clearly and kindly.'],
    heard: 'What I hear',
    step: 'One step you could take',
    consider: 'To think about',
    pattern: (themes: string) => `I notice a thread in what you have shared: ${themes}. Patterns like this often say something about what matters to us.`,
    firstPattern: (theme: string) => `You chose to begin with ${theme}. Where we start often points to what weighs on us the most.`,
    themeNames: { anxiety: 'worry', sadness: 'sadness', stress: 'pressure', sleep: 'rest', loneliness: 'feeling alone', work: 'work or study', relationships: 'the people close to you', general: 'how you are feeling', crisis: 'something very painful' },
    explore: ['When something goes wrong, is your first reaction to look at yourself or at the situation?', 'Which of your values do you feel is being tested right now?', 'How do you usually behave with people when you feel like this?', 'What did you learn growing up about showing this kind of feeling?'],
    diary: ['What was one moment today that stayed with you?', 'How did your body feel at the end of the day?', 'What is one small thing you are grateful for today?', 'If today had a title, what would it be?'],
    diaryReflect: ['Thank you for telling me about your day.', 'It sounds like today had its own weight.', 'I am glad you took a moment to write about today.'],
  },
  and: ' and ',
};
