/**
 * The chat's emoji panel (spec section 9: about 72). Faces first, then hands
 * and hearts, then work and everyday things people say in a job chat.
 */
export const CHAT_EMOJIS: readonly string[] = [
  '😀 😃 😄 😁 😆 😅 😂 🙂 😉 😊 😇 🥰',
  '😍 🤩 😘 😋 😎 🤓 🧐 🤔 🤗 🤭 😐 😶',
  '🙄 😏 😌 😔 😢 😭 😮 😲 😳 🥺 😬 😴',
  '👍 👎 👌 ✌️ 🤝 👏 🙌 🙏 💪 👋 ☝️ ✋',
  '❤️ 💙 💚 💛 🧡 💜 ✨ 🔥 🎉 🎊 🌟 ⭐',
  '💼 📄 📅 ⏰ 📞 💻 📧 ✅ ❌ ☕ 🍵 🌹',
]
  .join(' ')
  .split(' ');
