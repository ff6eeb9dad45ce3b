import { Alert, AlertTitle, Button } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  remoteId: string;
  title: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** One boundary per remote page: a crash inside a remote stays inside it, the shell keeps working. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[remote ${this.props.remoteId}] page crashed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Alert
        severity="error"
        variant="outlined"
        sx={{ my: 4 }}
        action={
          <Button
            color="inherit"
            onClick={() => {
              this.setState({ error: null });
              this.props.onRetry();
            }}
          >
            Retry
          </Button>
        }
      >
        <AlertTitle>{this.props.title} ran into a problem</AlertTitle>
        This page stopped working. The rest of FlowDeck is unaffected.
      </Alert>
    );
  }
}
