import { useNavigate, useParams } from 'react-router-dom';
import { SignInRequired } from '../../../features/auth/components/SignInRequired';
import { useSession } from '../../../features/auth/stores/session-store';
import { ChatView } from '../../../features/chat/components/ChatView';
import { DIARY_BOT } from '../../../features/diary/api/diary-api';
import { DiaryDateSelector } from '../../../features/diary/components/DiaryDateSelector';
import { useChatRead } from '../../../features/notifications/hooks/use-chat-read';
import { paths } from '../../../lib/paths';
import { ErrorPage } from '../../error-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /chats/:chatId: open to visitors for public chats; the server decides who may read. */
export default function ChatRoute() {
  const { chatId } = useParams();
  const navigate = useNavigate();
  const username = useSession((s) => s.username);
  const valid = !!chatId && UUID.test(chatId);
  // Opening a chat reads its notifications (PUT /api/notification/read/{chatId}), signed-in users only.
  useChatRead(chatId ?? '', username, valid && !!username);
  if (!valid) return <ErrorPage code={404} />;
  // Keyed by chat so moving between chats starts from a fresh store and subscription.
  return (
    <ChatView
      key={chatId}
      chatId={chatId}
      viewer={username}
      onDeleted={() => void navigate(paths.home, { replace: true })}
      signedOut={<SignInRequired />}
      aside={(chat) => (chat.bot === DIARY_BOT && chat.owner === username ? <DiaryDateSelector date={chat.date} /> : null)}
    />
  );
}
