package id.lahap.app;

import android.os.Bundle;
import com.getcapacitor.BridgeActivity;

/** The one screen: Capacitor's webview with the Lahap web app, and the app's own plugin. */
public class MainActivity extends BridgeActivity {

    @Override
    public void onCreate(Bundle savedInstanceState) {
        // Before super: the bridge registers its plugins, and injects their scripts, as it starts.
        registerPlugin(LahapShellPlugin.class);
        super.onCreate(savedInstanceState);
    }
}
